import { http } from 'msw'
import { setupServer } from 'msw/node'
import { dispatcher } from './dispatch.ts'
import { handlers } from './index.ts'

const emulator = dispatcher(handlers)
const answers = new WeakMap<Request, Response>()

/**
 * The emulator in-process, for vitest: `server.listen({ onUnhandledRequest: 'error' })`. One handler
 * that asks the emulator's handlers that can match (mocks/dispatch.ts). It matches only when one of them
 * answers, as the control gate does, so a request none of them answers is still unhandled (and fails the
 * test) rather than passed through; a test's `server.use(...)` still goes before it.
 */
export const server = setupServer(
  http.all(
    async ({ request }) => {
      const answer = await emulator.answer(request)
      if (answer) answers.set(request, answer)
      return Boolean(answer)
    },
    ({ request }) => answers.get(request),
  ),
)
