import { expect, test as base, type BrowserContext, type Page, type Request } from '@playwright/test'
import { emulatorRequests } from './emulator-log.ts'
import { REFUSED_STATUS_HEADER } from '#app/platform/http/refused-status.ts'

/** Everything Playwright's test module has, with `test` below in place of its own. */
export * from '@playwright/test'

/**
 * The storefront's document has loaded and React has hydrated it: the page's JavaScript starts after
 * the first paint (decision 060), so the `load` event can come before it. Documents that are not the
 * storefront's (the emulator, a payment provider's page, a JSON answer) have no router context and
 * pass at once.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !document.body ||
      !('__reactRouterContext' in window) ||
      Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
  )
}

const wrapped = new WeakSet<Page>()

/**
 * With JavaScript, a journey acts on the page a shopper sees once it is ready: every document load the
 * journey waits for (`goto`, `reload`, back and forward, `waitForURL`) also waits for hydration. Before
 * it, a click on a dialog's link follows the plain link, which is right for a shopper (the page without
 * JavaScript serves the same purpose) but not what a JavaScript journey checks.
 */
function hydrateAfterLoads(page: Page) {
  if (wrapped.has(page)) return
  wrapped.add(page)
  for (const name of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await original(...args)
        await waitForHydration(page)
        return result
      },
    })
  }
}

/** Every page of a JavaScript journey's browser contexts waits for hydration after a document load. */
export function hydrateEveryPage(context: BrowserContext) {
  context.pages().forEach(hydrateAfterLoads)
  context.on('page', hydrateAfterLoads)
}

/**
 * What no journey may leave behind in any page of its browser context: a request or script the page's
 * Content Security Policy refused, an uncaught error, or a data request of ours (React Router's `.data`
 * reads and posts) answered 4xx or 5xx on the wire, which the browser's console shows as a network
 * error: a refused post answers 200 with its status in a header (decision 088). Other console errors (a
 * widget that failed to load) are the shop working as designed, and journeys check them where they
 * matter.
 */
function watchPageProblems(context: BrowserContext, baseURL: string | undefined) {
  const problems: string[] = []
  // Not problems by themselves, but what a failed journey's account needs: a console error (a chunk
  // that did not load, a hydration error React recovered from) and a script or style that failed.
  const notes: string[] = []
  const origin = baseURL ? new URL(baseURL).origin : undefined
  const watch = (page: Page) => {
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin !== origin || !url.pathname.endsWith('.data') || response.status() < 400) return
      problems.push(
        `${response.request().method()} ${url.pathname} answered ${response.status()} on ${page.url()}`,
      )
    })
    page.on('pageerror', (error) =>
      problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`),
    )
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        problems.push(`CSP violation on ${page.url()}: ${message.text()}`)
      } else if (message.type() === 'error') {
        notes.push(`console error on ${page.url()}: ${message.text().slice(0, 300)}`)
      }
    })
    page.on('requestfailed', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) {
        notes.push(`${request.resourceType()} ${request.url()} failed: ${request.failure()?.errorText ?? ''}`)
      }
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  return { problems, notes }
}

/**
 * What no shopper may read in a page of ours (issue 39's class of defect): a store by its id, a colour
 * by its code, an attribute by its lower-case code, and on a French or German page an English
 * attribute name. Read from the text the page shows (`innerText`: what is rendered and visible).
 */
export async function rawCodesShown(page: Page): Promise<string[]> {
  const { text, language } = await page.evaluate(() => ({
    text: document.body?.innerText ?? '',
    language: document.documentElement.lang,
  }))
  const patterns: [RegExp, string][] = [
    [/\bstore-\d+\b/, 'a store id'],
    [/\b(?:Colou?r|Couleur|Farbe)\s*:\s*\d{3}\b/, 'a colour code'],
    [/\b(?:color|colour|size)\s*:/, 'an attribute code'],
  ]
  if (/^(?:fr|de)\b/.test(language)) patterns.push([/\b(?:Colou?r|Size)\s*:/, 'an English attribute name'])
  return patterns.flatMap(([pattern, what]) => {
    const found = pattern.exec(text)
    return found ? [`${what} ("${found[0]}") on ${page.url()}`] : []
  })
}

/** Below the `md` breakpoint the shop lays itself out for a phone (app/app.css). */
const PHONE_LAYOUT_BELOW = 768

/**
 * A sideways scroll on a page laid out for a phone (issue 39's class of defect): what is wider than the
 * window, as `document.documentElement.scrollWidth` against the viewport's width. Nothing when the page
 * is laid out for a wider screen (expectFitsPhoneWidth narrows those at the states a journey checks).
 */
export async function phoneOverflow(page: Page): Promise<string[]> {
  const width = page.viewportSize()?.width
  if (!width || width >= PHONE_LAYOUT_BELOW) return []
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  return scrollWidth > width ? [`${scrollWidth} px wide at ${width} px on ${page.url()}`] : []
}

/**
 * Every document a journey loads at a phone's width is measured once it has loaded: the findings wait
 * for the journey's end, where they are asserted with its last state's.
 */
function watchPhoneLoads(context: BrowserContext, baseURL: string | undefined) {
  const found: Promise<string[]>[] = []
  const origin = baseURL ? new URL(baseURL).origin : undefined
  const watch = (page: Page) => {
    page.on('load', () => {
      if (!page.url().startsWith(`${origin}/`)) return
      // A page closed or navigated away meanwhile has nothing left to measure.
      found.push(phoneOverflow(page).catch(() => []))
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  return async () => (await Promise.all(found)).flat()
}

/** How many of a failed journey's last requests, and of the emulator's last calls, it tells. */
const LAST_SHOWN = 25

/**
 * What a journey's pages asked the storefront (documents, data reads and posts), in order, with each
 * answer's status, a network error, or none yet: kept to explain a failure (a submit that shows nothing
 * was either never sent or never answered), and printed only then.
 */
function recordTraffic(context: BrowserContext, baseURL: string | undefined) {
  const origin = baseURL ? new URL(baseURL).origin : undefined
  const start = performance.now()
  // By request, in the order they were sent.
  const sent = new Map<Request, { line: string; outcome?: string }>()
  // Those whose answer has not been read to its end, nor failed.
  const open = new Set<Request>()
  const closed = (request: Request) => {
    open.delete(request)
    if (open.size === 0) settle?.()
  }
  let settle: (() => void) | undefined
  const seconds = () => ((performance.now() - start) / 1000).toFixed(2)
  const outcome = (request: Request, text: string) => {
    const entry = sent.get(request)
    // A data read's body can be dropped after its status came (the router read what it needed): both show.
    if (entry) entry.outcome = `${entry.outcome ? `${entry.outcome}, then ` : ''}${text} at ${seconds()} s`
  }
  const watch = (page: Page) => {
    page.on('request', (request) => {
      const url = new URL(request.url())
      // The page's own scripts, styles and pictures say nothing about what a journey did (the
      // stylesheet a first visit prefetches is neither a script's nor a style's request).
      if (
        url.origin !== origin ||
        url.pathname.startsWith('/assets/') ||
        ['script', 'stylesheet', 'image', 'font'].includes(request.resourceType())
      ) {
        return
      }
      const address = `${url.pathname}${url.search}`
      // A route discovery's query lists every link of the page: its start is enough.
      const shown = address.length > 160 ? `${address.slice(0, 160)}…` : address
      sent.set(request, { line: `${seconds()} s ${request.method()} ${shown}${postedFields(request)}` })
      open.add(request)
    })
    page.on('response', (response) => {
      // A post refused with JavaScript travels as 200, its status in a header (decision 088).
      const refused = response.headers()[REFUSED_STATUS_HEADER.toLowerCase()]
      outcome(response.request(), `${response.status()}${refused ? ` (refused ${refused})` : ''}`)
    })
    page.on('requestfinished', closed)
    page.on('requestfailed', (request) => {
      outcome(request, request.failure()?.errorText ?? 'failed')
      closed(request)
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  return {
    // The last ones: a failure is about what was asked last, and the log's end keeps only so much.
    summary: () => {
      // An answer whose status came but whose body is still arriving (a stream that never ended) says so.
      const lines = [...sent].map(
        ([request, { line, outcome }]) =>
          `${line} → ${outcome ?? 'no answer'}${outcome && open.has(request) ? ', still being read' : ''}`,
      )
      const earlier = lines.length > LAST_SHOWN ? [`(${lines.length - LAST_SHOWN} earlier)`] : []
      return [...earlier, ...lines.slice(-LAST_SHOWN)].join('\n')
    },
    /**
     * Every request sent so far has been answered to its end (a document's or a data read's streamed
     * parts included), or failed; or `ms` have passed. The storefront serves a request's upstream calls
     * while it answers it: a journey that ends while its page still reads would otherwise have them
     * reach the emulator after the next journey's reset, among that journey's calls.
     */
    settled: (ms: number) =>
      open.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ms)
            settle = () => {
              clearTimeout(timer)
              resolve()
            }
          }),
  }
}

/**
 * What a form post sent, for a failed journey's account of its requests: each field by name with the
 * start of its value (a password's left out), or nothing for a body that is not a plain form.
 */
function postedFields(request: Request): string {
  const body = request.postData()
  if (!body || !/x-www-form-urlencoded/.test(request.headers()['content-type'] ?? '')) return ''
  const fields = [...new URLSearchParams(body)].map(
    ([name, value]) => `${name}=${/password/i.test(name) ? '…' : value.slice(0, 40)}`,
  )
  const shown = fields.join(' ')
  return ` [${shown.length > 240 ? `${shown.slice(0, 240)}…` : shown}]`
}

/** The last calls the storefront made to the emulator, by method and path (its request log). */
async function emulatorCalls(): Promise<string> {
  try {
    return (await emulatorRequests())
      .slice(-LAST_SHOWN)
      .map((call) => `${call.at} ${call.method} ${call.path}`)
      .join('\n')
  } catch (error) {
    return `the emulator's request log could not be read: ${String(error)}`
  }
}

/** The storefront's own pages among a context's open pages (not a provider's, the emulator's or a blank one). */
function storefrontPages(context: BrowserContext, baseURL: string | undefined) {
  const origin = baseURL ? new URL(baseURL).origin : undefined
  return context.pages().filter((page) => {
    if (page.isClosed()) return false
    try {
      return new URL(page.url()).origin === origin
    } catch {
      return false
    }
  })
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled, baseURL }, provide, testInfo) => {
    if (javaScriptEnabled !== false) hydrateEveryPage(context)
    const { problems, notes } = watchPageProblems(context, baseURL)
    const phoneLoads = watchPhoneLoads(context, baseURL)
    const traffic = recordTraffic(context, baseURL)
    await provide(context)
    if (testInfo.status !== testInfo.expectedStatus) {
      // A failed journey tells what its pages asked the storefront and what reached the emulator, as an
      // error of its own: the run's summary at the end of the log, all CI keeps, lists a failed
      // journey's errors, where what it printed went by long before.
      const seen = [...problems, ...notes].slice(-LAST_SHOWN)
      throw new Error(
        `Requests to the storefront:\n${traffic.summary()}\n\nThe emulator's last calls:\n${await emulatorCalls()}` +
          `\n\nWhat the pages reported:\n${seen.length ? seen.join('\n') : 'nothing'}`,
      )
    }
    expect(problems, 'no CSP violation, uncaught error or failed data request in any page').toEqual([])
    // Every page a journey loads at a phone's width, and where it ends, fits the phone: no sideways scroll.
    const overflow = await phoneLoads()
    for (const page of storefrontPages(context, baseURL)) {
      // A journey may end the moment a navigation commits: measured before its stylesheet has loaded,
      // the document is laid out unstyled, wider than any phone.
      await page.waitForLoadState('load', { timeout: 10_000 }).catch(() => undefined)
      overflow.push(...(await phoneOverflow(page).catch(() => [])))
    }
    expect(overflow, 'no sideways scroll on a phone').toEqual([])
    // Every journey ends on pages a shopper reads: none of them shows a raw id or code.
    const shown: string[] = []
    for (const page of storefrontPages(context, baseURL)) {
      shown.push(...(await rawCodesShown(page).catch(() => [])))
    }
    expect(shown, 'no raw id or code in the text of any page').toEqual([])
    await traffic.settled(5_000)
  },
})
