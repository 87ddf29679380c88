import { expect, test as base, type BrowserContext, type Page } from '@playwright/test'

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
 * Content Security Policy refused, or an uncaught error. Other console errors (a refused form post's
 * status, a widget that failed to load) are the shop working as designed, and journeys check them
 * where they matter.
 */
function watchPageProblems(context: BrowserContext): string[] {
  const problems: string[] = []
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`))
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        problems.push(`CSP violation on ${page.url()}: ${message.text()}`)
      }
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  return problems
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) hydrateEveryPage(context)
    const problems = watchPageProblems(context)
    await provide(context)
    expect(problems, 'no CSP violation or uncaught error in any page').toEqual([])
  },
})
