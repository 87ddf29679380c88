import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where the reliability suite's storefront and emulator listen, and where the storefront logs go. */
export const PORT = Number(process.env.RELIABILITY_PORT ?? 3404)
export const EMULATOR_PORT = Number(process.env.RELIABILITY_EMULATOR_PORT ?? 3414)
export const BASE = `http://localhost:${PORT}`
export const EMULATOR = `http://127.0.0.1:${EMULATOR_PORT}`
// Outside build/: `npm start` rebuilds a stale build, which empties that directory.
export const LOG_FILE = process.env.RELIABILITY_LOG ?? join(tmpdir(), `storefront-reliability-${PORT}.log`)
/** The suite's short deadlines, so a hanging upstream costs seconds, not the production defaults. */
export const API_TIMEOUT_MS = 4000
export const NON_CRITICAL_TIMEOUT_MS = 1000
/** The session secret the suite's storefront runs with, so a test can hand a shopper a signed-in session. */
export const SESSION_SECRET = 'reliability-suite-session-secret'
/** The emulator's access key as `npm start` configures it. */
export const API_ACCESS_KEY = 'local-emulator-key'
