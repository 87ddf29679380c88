import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync } from 'node:fs'
import path from 'node:path'
import {
  API_ACCESS_KEY,
  API_TIMEOUT_MS,
  BASE,
  EMULATOR_PORT,
  LOG_FILE,
  NON_CRITICAL_TIMEOUT_MS,
  PORT,
  SESSION_SECRET,
} from './ports.ts'

/**
 * Starts the storefront the way end-to-end runs do (`npm start`: a production build, built first when
 * stale, with its emulator) and stops it after the suite. Its JSON logs go to LOG_FILE, which the
 * tests read to prove nothing was logged as an error.
 */
let child: ChildProcess | undefined

export async function setup() {
  mkdirSync(path.dirname(LOG_FILE), { recursive: true })
  const log = openSync(LOG_FILE, 'w')
  child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      EMULATOR_PORT: String(EMULATOR_PORT),
      LOG_LEVEL: 'warn',
      API_TIMEOUT_MS: String(API_TIMEOUT_MS),
      NON_CRITICAL_TIMEOUT_MS: String(NON_CRITICAL_TIMEOUT_MS),
      // The production default: the suite proves a forged X-Forwarded-For does not get around it.
      SENSITIVE_POSTS_PER_MINUTE: '20',
      // Tests change the emulator's answers (faults, stock) between first visits (decision 065).
      PAGE_CACHE_SECONDS: '0',
      TRUST_PROXY: '',
      SESSION_SECRET,
      API_ACCESS_KEY,
    },
  })
  const deadline = Date.now() + 200_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the storefront exited (${child.exitCode}); see ${LOG_FILE}`)
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the storefront did not start; see ${LOG_FILE}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

export async function teardown() {
  if (!child?.pid) return
  const exited = new Promise((resolve) => child!.once('exit', resolve))
  // The whole group this run started (npx, tsx, node), and only it.
  process.kill(-child.pid, 'SIGTERM')
  // Given up on after 15 s; the timer goes with it, or it alone would keep the run open that long.
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))])
  clearTimeout(timer)
}
