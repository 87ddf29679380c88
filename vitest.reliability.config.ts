import { defineConfig } from 'vitest/config'
import { API_ACCESS_KEY, SESSION_SECRET } from './tests/reliability/setup/ports.ts'

/**
 * `npm run test:reliability`: the reliability suite (decision 043) against a production build with its
 * emulator, started once for the whole run on RELIABILITY_PORT / RELIABILITY_EMULATOR_PORT. One file
 * at a time: they share the server and the emulator's state.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/reliability/setup/server.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // The storefront's secret and key: a test seals a signed-in session as the storefront would.
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', SESSION_SECRET, API_ACCESS_KEY },
  },
})
