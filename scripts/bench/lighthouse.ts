import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

/**
 * Lighthouse's mobile figures for a page: the median run by performance score of `runs`, with the
 * median Total Blocking Time of them all.
 */
export interface LighthouseFigures {
  perf: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  scriptKb: number
  scriptFiles: number
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'
/** BENCH_LH_DIR=/tmp/lhr keeps every run's full report there, to read its audits. */
const KEEP_DIR = process.env.BENCH_LH_DIR

interface NetworkItem {
  resourceType?: string
  transferSize?: number
}

/**
 * Lighthouse's mobile run of `url` (with `cookie`, if any). `cpuSlowdown` raises the simulated CPU
 * slowdown above the mobile preset's 4: 8 is a slow phone (the network throttling stays the preset's).
 */
export async function measure(
  url: string,
  cookie: string | undefined,
  runs: number,
  { cpuSlowdown }: { cpuSlowdown?: number } = {},
): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox'] })
  try {
    const results: LighthouseFigures[] = []
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        // Merged into the mobile preset's throttling: only the CPU's multiplier changes.
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
      const { lhr } = result
      if (KEEP_DIR) {
        // A page is measured for a first visit and with a cart (a cookie): one file each.
        const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}${cookie ? '-with-cookie' : ''}${cpuSlowdown ? `-cpu-x${cpuSlowdown}` : ''}`
        mkdirSync(KEEP_DIR, { recursive: true })
        writeFileSync(`${KEEP_DIR}/${name}-${run}.json`, JSON.stringify(lhr))
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
        ?.items ?? []) as NetworkItem[]
      const scripts = items.filter((item) => item.resourceType === 'Script')
      results.push({
        perf: lhr.categories.performance?.score ?? 0,
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        fcpMs: numeric('first-contentful-paint'),
        scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000,
        scriptFiles: scripts.length,
      })
    }
    // The run with the median score, and the median blocking time of all runs: at a raised CPU slowdown
    // the score barely moves while the blocking time swings by hundreds of milliseconds, so the
    // median-score run's own blocking time was one run's, not the median.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    results.sort((a, b) => a.perf - b.perf)
    return { ...results[Math.floor(results.length / 2)]!, tbtMs: median(results.map((r) => r.tbtMs)) }
  } finally {
    await chrome.kill()
    await gone(chrome.pid)
  }
}

/**
 * Until the browser's whole process group (its renderers, GPU and network processes, which chrome-launcher
 * starts detached under it) has ended: they linger after the browser, busy, and what runs next would
 * share the cores with them. At most 10 s.
 */
async function gone(pid: number | undefined) {
  if (!pid) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // The group has ended already.
  }
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const left = spawnSync('pgrep', ['-g', String(pid)])
      .stdout?.toString()
      .trim()
    if (!left) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
