import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

// The storefront talks to the emulator in-process: every upstream call is answered by its handlers.
process.env.COMMERCE_API_URL = 'http://emulator.test'
process.env.API_ACCESS_KEY = 'test-access-key'
process.env.API_SERVER_TRUST_ID = 'test-trust-id'
process.env.SESSION_SECRET = 'integration-test-secret'
process.env.LOG_LEVEL = 'silent'
process.env.NODE_ENV = 'test'
// MSW answers the platform's fetch, not undici's own connections (decision 062).
process.env.UPSTREAM_TRANSPORT = 'fetch'

const { server } = await import('#mocks/node.ts')
const { resetState } = await import('#mocks/state.ts')
const { clearCache } = await import('#app/platform/cache/cache.server.ts')
const { closeFlagClient } = await import('#app/features/personalisation/api/experimentation.server.ts')
const { resetCircuits } = await import('#app/platform/api/circuits.server.ts')
const { provideMockHandlers } = await import('#app/platform/api/upstream-transport.server.ts')

// Mock mode answers with the emulator's handlers, as the server's entry provides them.
provideMockHandlers(() => import('#mocks/index.ts').then((module) => module.handlers))

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetState()
  clearCache()
  resetCircuits()
  // A console.error during a test is a failure, not noise.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})
afterEach(async () => {
  // The flag client is one per process: each test's events are sent before the next test starts.
  await closeFlagClient()
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())
