import { nextTask } from '#app/components/next-task.ts'

/**
 * The shell's behaviour that waits for hydration (menus, header scroll, page tracking: decision 042),
 * its load started in a task of its own rather than in React's effects (decision 115): starting a
 * module's load writes its preload links.
 */
export const loadAfterHydration = () => nextTask().then(() => import('./after-hydration.ts'))
