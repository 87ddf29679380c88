import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryPath, homePath, productPath } from '#app/domain/paths/paths.ts'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import {
  missingForStack,
  startStack,
  type RunningStack,
  type StackPorts,
} from '../../scripts/stack-processes.ts'

/**
 * Issue 37 / decision 070, fresh everywhere within seconds: the production-like stack (emulator,
 * Redis, two instances, Varnish in front). Each change made through the emulator — a price, a stock
 * level, a published content block — reaches the storefront as a signed webhook, which purges by
 * surrogate key in both instances and at Varnish. The affected page is polled through Varnish and
 * through each instance directly until it shows the change: change-to-fresh times (p50/p95/max), the
 * origin renders a change costs (Varnish misses of the page), and whether an unrelated page stayed
 * cached. Then both instances stop, and Varnish still serves what it holds.
 */
const PORTS: StackPorts = {
  emulator: Number(process.env.FRESHNESS_EMULATOR_PORT ?? 5250),
  storefronts: [
    Number(process.env.FRESHNESS_STOREFRONT_PORT_A ?? 5251),
    Number(process.env.FRESHNESS_STOREFRONT_PORT_B ?? 5252),
  ],
  varnish: Number(process.env.FRESHNESS_VARNISH_PORT ?? 5280),
  varnishAdmin: Number(process.env.FRESHNESS_VARNISH_ADMIN_PORT ?? 5281),
  redis: Number(process.env.FRESHNESS_REDIS_PORT ?? 6392),
}
/** The bound: every viewer sees the change within this (p95). */
const FRESH_WITHIN_MS = 5000
/** How long one target is polled before the change counts as never seen. */
const GIVE_UP_MS = 20_000
const POLL_MS = 100

const missing = missingForStack()
if (missing) {
  console.warn(`SKIPPED tests/reliability/freshness.test.ts: the stack cannot run here: ${missing}.`)
}

// A site that does not personalise a first visit (EMEA, no consent choice yet): its guest pages are
// shared (decision 052).
const LOCALE = 'en-gb'
const PRODUCT_ID = 'RS100001'
const PRODUCT = productPath(LOCALE, 'tempo-trail-runner-RS100001')
const LISTING = categoryPath(LOCALE, 'running-shoes-1010')
const HOME = homePath(LOCALE)
/** Size 10 in black: its stock shows as "Only N left in this size" (N of 1–3). */
const SIZE = '10'
const STOCK_PAGE = `${PRODUCT}?color=001&size=${SIZE}`
const STOCK_UPC = findProduct(PRODUCT_ID)!.variants.find((v) => v.color === '001' && v.size === SIZE)!.upc
/** A page none of the changes touch: it must stay cached throughout. */
const UNRELATED = categoryPath(LOCALE, 'tents-packs-3010')

type Kind = 'price' | 'stock' | 'content'

interface Change {
  kind: Kind
  page: string
  /** Makes the change through the emulator; answers the control call's JSON. */
  make: () => Promise<{ event?: { delivered?: boolean; status?: number } }>
  /** True once a page's HTML shows the change. */
  shows: (html: string) => boolean
}

let stack: RunningStack | undefined

async function emulatorPost(path: string, body: unknown) {
  const response = await fetch(`${stack!.emulatorUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as { event?: { delivered?: boolean; status?: number } }
}

/** The changes: prices (product page and listing tiles), stock levels, the home hero's heading. */
function changes(count: number): Change[] {
  const run = Date.now().toString(36)
  const stockLevels = [3, 1, 2]
  return Array.from({ length: count }, (_, i): Change => {
    const kind = (['price', 'stock', 'content'] as const)[i % 3]!
    if (kind === 'price') {
      // Prices no other product has (the seed's end in .95 or .00).
      const price = 40 + i + 0.17
      const text = `£${price.toFixed(2)}`
      return {
        kind,
        page: i % 2 === 0 ? PRODUCT : LISTING,
        make: () => emulatorPost('/__emulator/prices', { productId: PRODUCT_ID, prices: { GBP: price } }),
        shows: (html) => html.includes(text),
      }
    }
    if (kind === 'stock') {
      const quantity = stockLevels[Math.floor(i / 3) % stockLevels.length]!
      return {
        kind,
        page: STOCK_PAGE,
        make: () => emulatorPost('/__emulator/stock', { upc: STOCK_UPC, quantity }),
        shows: (html) => html.includes(`Only ${quantity} left in this size`),
      }
    }
    const heading = `Fresh from the trail ${run} ${i}`
    return {
      kind,
      page: HOME,
      make: () =>
        emulatorPost('/__emulator/content/publish', {
          documentId: 'page-home',
          blocks: { 'home-hero': { title: heading } },
        }),
      shows: (html) => html.includes(heading),
    }
  })
}

/** Every answer Varnish gave in the test, by its X-Cache. */
const varnishAnswers: Record<string, number> = {}

async function fetchPage(base: string, page: string) {
  const response = await fetch(base + page, { redirect: 'manual' })
  const html = await response.text()
  const cache = response.headers.get('x-cache')
  if (cache) varnishAnswers[cache] = (varnishAnswers[cache] ?? 0) + 1
  return { status: response.status, cache, html }
}

/** Polls `page` on `base` until it shows the change; answers the time it took and Varnish's misses. */
async function untilFresh(base: string, change: Change, since: number) {
  let misses = 0
  for (;;) {
    const answer = await fetchPage(base, change.page)
    if (answer.cache === 'MISS') misses += 1
    if (answer.status === 200 && change.shows(answer.html)) return { ms: Date.now() - since, misses }
    if (Date.now() - since > GIVE_UP_MS) return { ms: Number.POSITIVE_INFINITY, misses }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Varnish's bans, as `varnishadm ban.list` lists them. */
function bans(): string[] {
  const listed = spawnSync('varnishadm', ['-n', stack!.workdir, 'ban.list'], { encoding: 'utf8' })
  return listed.stdout
    .split('\n')
    .filter((line) => /^\d+\.\d+\s/.test(line))
    .map((line) => line.replace(/^\S+\s+\d+\s+\S*\s*/, '').trim())
    .filter(Boolean)
}

describe.skipIf(Boolean(missing))(
  'issue 37: fresh everywhere within seconds (Varnish, Redis, two instances)',
  () => {
    beforeAll(async () => {
      stack = await startStack({ ports: PORTS })
    }, 330_000)

    afterAll(async () => {
      await stack?.stop()
    }, 60_000)

    it('every change shows through Varnish and on both instances within 5 s (p95), each page rendered about once, the rest stays cached', async () => {
      const all = changes(21)
      const targets = [stack!.url, ...stack!.storefrontUrls]
      // Warm: every page the changes poll, and the unrelated one, in Varnish and in each instance.
      for (const page of [PRODUCT, LISTING, STOCK_PAGE, HOME, UNRELATED]) {
        for (const base of targets) expect((await fetchPage(base, page)).status, page).toBe(200)
        expect((await fetchPage(stack!.url, page)).cache, `${page} is shared`).toBe('HIT')
      }

      const times: Record<Kind, number[]> = { price: [], stock: [], content: [] }
      const rendersPerChange: number[] = []
      const unrelated: string[] = []
      for (const change of all) {
        const since = Date.now()
        const made = await change.make()
        // The emulator's webhook reached the storefront, which took the event.
        expect(made.event, `${change.kind} event`).toMatchObject({ delivered: true, status: 202 })
        const seen = await Promise.all(targets.map((base) => untilFresh(base, change, since)))
        const never = targets.filter((_, i) => seen[i]!.ms === Number.POSITIVE_INFINITY)
        // One change that never shows is enough to know: the rest would each wait as long.
        expect(never, `${change.kind} change on ${change.page} never showed on`).toEqual([])
        times[change.kind].push(...seen.map((one) => one.ms))
        // Varnish's misses of the page after this change: the renders it cost (the instances'
        // own copies are polled directly, which is not a visitor's path).
        const after = await fetchPage(stack!.url, change.page)
        expect(after.cache).toBe('HIT')
        rendersPerChange.push(seen[0]!.misses)
        unrelated.push((await fetchPage(stack!.url, UNRELATED)).cache ?? 'none')
      }

      const sorted = Object.values(times)
        .flat()
        .sort((a, b) => a - b)
      const hits = varnishAnswers.HIT ?? 0
      const misses = varnishAnswers.MISS ?? 0
      const unrelatedHits = unrelated.filter((cache) => cache === 'HIT').length
      const renders = rendersPerChange.reduce((sum, n) => sum + n, 0)
      console.log(
        [
          `Freshness over ${all.length} changes (${sorted.length} views: Varnish and each instance):`,
          `  change-to-fresh p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms`,
          ...Object.entries(times).map(([kind, ms]) => {
            const own = [...ms].sort((a, b) => a - b)
            return `  ${kind}: p50 ${percentile(own, 50)} ms, max ${own.at(-1)} ms`
          }),
          `  origin renders per change (Varnish misses of the page): ${rendersPerChange.join(' ')}, mean ${(renders / all.length).toFixed(2)}`,
          `  Varnish answers: ${JSON.stringify(varnishAnswers)}, hit ratio ${(hits / (hits + misses)).toFixed(3)}`,
          `  unrelated page after each change: ${unrelatedHits}/${unrelated.length} HIT`,
          `  bans: ${bans().length}`,
        ].join('\n'),
      )

      expect(percentile(sorted, 95)).toBeLessThanOrEqual(FRESH_WITHIN_MS)
      // About one render per change: each change's page was missed once by Varnish, give or take one
      // (a background refresh racing the purge).
      expect(renders / all.length).toBeLessThanOrEqual(1.5)
      for (const count of rendersPerChange) expect(count).toBeGreaterThanOrEqual(1)
      expect(unrelated).toEqual(unrelated.map(() => 'HIT'))
      // No full purge: every ban names one key, matched whole.
      const listed = bans()
      expect(listed.length).toBeGreaterThan(0)
      for (const ban of listed) {
        expect(ban).toMatch(
          /^obj\.http\.Surrogate-Key ~ \(\^\|\[\[:space:\]\]\)[A-Za-z0-9:_[\].-]+\(\[\[:space:\]\]\|\$\)$/,
        )
      }
    }, 600_000)

    it('with both instances down, Varnish keeps serving the pages it holds', async () => {
      for (const page of [UNRELATED, HOME]) await fetchPage(stack!.url, page)
      await stack!.stopStorefront(0)
      await stack!.stopStorefront(1)
      // Varnish's health probe sees both sick; the origin is down.
      await expect
        .poll(async () => (await fetch(`${stack!.url}/healthz`)).status, { timeout: 20_000, interval: 250 })
        .toBe(503)
      for (const page of [UNRELATED, HOME]) {
        const answer = await fetchPage(stack!.url, page)
        expect(answer.status, page).toBe(200)
        expect(['HIT', 'STALE']).toContain(answer.cache)
      }
    }, 60_000)
  },
)
