import { setupServer } from 'msw/node'
import { handlers } from './index.ts'

/** The emulator in-process, for vitest: `server.listen({ onUnhandledRequest: 'error' })`. */
export const server = setupServer(...handlers)
