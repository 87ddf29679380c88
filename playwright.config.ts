import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { launchAfter } from './mocks/content/seed/preview.ts'

/**
 * Headless Chromium: CHROMIUM_PATH, else Debian's headless shell (the lighter build Playwright itself
 * uses for headless runs: it halves the time of a no-js journey on two cores), else Debian's full
 * chromium, else Playwright's own.
 */
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path))
/**
 * Every test resets the emulator's state, so two workers cannot share one. Each worker gets its own
 * storefront and emulator instead: worker slot N (Playwright's TEST_PARALLEL_INDEX, also set when a
 * worker loads this file) talks to the storefront on E2E_PORT + N and the emulator on
 * E2E_EMULATOR_PORT + N. Two workers (the two cores the suite is sized for), in CI and in a local
 * `npm test` alike: with one, the journeys took 15 minutes instead of 9. E2E_WORKERS overrides.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2)
const BASE_PORT = Number(process.env.E2E_PORT ?? 3300)
const BASE_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 3310)
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/** The browser's setting that loads no picture (WITH_PICTURES, below, is the run's options without it). */
const PICTURES_OFF = '--blink-settings=imagesEnabled=false'

export const EMULATOR_URL = `http://127.0.0.1:${BASE_EMULATOR_PORT + SLOT}`

/**
 * The scheduled hero's launch (mocks/content/seed/preview.ts), fixed once for the run and inherited by
 * the emulators and the workers: each process reckoning it for itself, a run across midnight UTC had
 * the emulators a day before the journeys that check it.
 */
process.env.PREVIEW_LAUNCH ??= launchAfter(new Date())

const config = defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // The longest journeys (several pages, an accessibility scan on each) take about 30 s alone; on two
  // busy cores in CI that doubles. The expectations inside keep their own 10 s limit.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${BASE_PORT + SLOT}`,
    // A trace records every action's DOM and a stream of screenshots, much of the browser's work in a
    // run. Locally it is kept for a failed journey; in CI, where only the log is read, it is off.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A provider's frame (the hosted card fields, 3DS) renders in its page's process instead of one
        // of its own: one process less to start and feed for each journey's pages. The frame is still
        // cross-origin to the page, which reaches it only by messages, as in any browser. No
        // `--disable-features` here: Chromium keeps only the last one given, so it would drop
        // Playwright's own list (paint holding, lazy frames, background fetches and more that it turns
        // off to keep a test browser quiet and steady).
        '--disable-site-isolation-trials',
        // V8's optimising compilers (Maglev, TurboFan) off: a journey's page lives for seconds, and what
        // they compile in the background for code that has grown hot is rarely used before the page
        // goes, while it takes the cores the pages themselves need. The same scripts run, interpreted
        // and with the baseline compiler; on a subset of the journeys the browser's CPU time fell by
        // about a tenth, and with it the run's.
        '--js-flags=--no-opt --no-maglev',
        // No pictures (decision 097): the emulator's are drawn placeholders, and decoding, painting and
        // compositing them was a good part of each page load; without them a whole run's journeys took
        // 1 595 s instead of 1 840. The page is laid out as with them (every picture has its width and
        // height); the journeys about pictures loading or shifting the page turn them back on
        // (WITH_PICTURES).
        PICTURES_OFF,
      ],
    },
  },
  projects: [
    {
      name: 'js',
      use: { javaScriptEnabled: true },
      // Tests tagged @no-js-only check what a page is before any script runs on it (the first visit's
      // stylesheet part on its own): not scheduled here.
      grepInvert: [/@no-js-only\b/],
    },
    {
      name: 'no-js',
      use: { javaScriptEnabled: false },
      // Tests tagged @js-only check what exists only with JavaScript (dialogs, suggestions, hosted card
      // fields, the device wallet): not scheduled here, rather than started and skipped. Tests tagged
      // @http read responses without a page, where JavaScript makes no difference: one run is enough.
      grepInvert: [/@js-only\b/, /@http\b/],
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, slot) => ({
    // `npm start` without its deployment heap limit (decision 053). Killing the process group at the end
    // stops its storefront and emulator processes with it.
    command: 'node --import tsx scripts/start.ts',
    url: `http://localhost:${BASE_PORT + slot}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(BASE_PORT + slot),
      EMULATOR_PORT: String(BASE_EMULATOR_PORT + slot),
      LOG_LEVEL: 'warn',
      // Every journey posts from one address: the production limit (tested in the integration
      // suite) would throttle a fast run of sign-in and place-order journeys.
      SENSITIVE_POSTS_PER_MINUTE: '1000',
      // Journeys change the emulator's answers between pages; a first visit's page kept for the next
      // first visitor would show the previous test's (decision 065; tests/reliability/page-cache.test.ts).
      PAGE_CACHE_SECONDS: '0',
      // Journeys read a page's experiment exposure from the log endpoint while the page is open: the
      // browser's interval (1000 ms) rather than the server's 30000 ms default (CONST-049, decision 038).
      OPTIMIZELY_EVENT_FLUSH_INTERVAL_MS: '1000',
    },
  })),
})

/**
 * The browser of journeys about pictures themselves (the first one loads first, nothing shifts once
 * they arrive): the run's own, with pictures loaded. `test.use({ launchOptions: WITH_PICTURES })`.
 */
export const WITH_PICTURES = {
  ...config.use?.launchOptions,
  args: config.use?.launchOptions?.args?.filter((arg) => arg !== PICTURES_OFF),
}

export default config
