import { nextTask } from '#app/components/next-task.ts'

/**
 * A break in the evaluation of the page's code (decision 117). The client entry imports this module
 * right after React DOM, and the build keeps that order in the entry's chunk (decision 112), where
 * everything after it (React Router, the app shell, then the page's route modules, which import the
 * chunk) waits for this await: the browser evaluates React and React DOM in one task and the rest in
 * the next, two short tasks rather than one long one on a slow phone. Without a bundler (the
 * development server) a module's siblings do not wait for it, and nothing changes.
 */
await nextTask()
