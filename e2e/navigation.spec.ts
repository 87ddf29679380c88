import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './test.ts'
import { resetEmulator } from './helpers.ts'
import { contentPath, homePath } from '#app/domain/paths/paths.ts'

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

/**
 * A loopback server that answers a page's data request as the storefront does, but sends only the
 * answer's first line and then holds the connection open: a page whose data has arrived and whose
 * response has not ended yet, the moment a slow connection or a busy server stretches out.
 */
async function startHalfAnsweringServer(origin: string) {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const answer = await fetch(new URL(req.url ?? '/', origin), {
        headers: { cookie: req.headers.cookie ?? '', accept: req.headers.accept ?? '*/*' },
      })
      const body = await answer.text()
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/x-script' })
      res.write(body.slice(0, body.indexOf('\n') + 1))
    })().catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The store finder (its data is whole in the first line) and the cart (its content blocks follow the
 * first line, as promises the page awaits).
 */
const FIRST_PAGES = [
  {
    name: 'the store finder',
    routeId: 'routes/stores',
    data: /\/en-us\/stores\.data/,
    link: /^Find a store$/,
  },
  { name: 'the cart', routeId: 'routes/cart', data: /\/en-us\/cart\.data/, link: /^Cart, 0 items$/ },
]

for (const first of FIRST_PAGES) {
  test(`a shopper who follows a second link while ${first.name} is still arriving gets the second page, and the first leaves no error behind @js-only`, async ({
    page,
    baseURL,
  }) => {
    const halfAnswering = await startHalfAnsweringServer(baseURL!)
    try {
      await page.goto(homePath('en-us'))
      // The first page's data comes half-answered, and its code waits: the navigation to it is under
      // way, with its data decoded and its response still open, when the shopper clicks on.
      await page.route(first.data, (route) => {
        const url = new URL(route.request().url())
        return route.continue({ url: `${halfAnswering.url}${url.pathname}${url.search}` })
      })
      // The link's page is known to the browser once the router has discovered it (it asks for the
      // routes of the links a page shows).
      const moduleOf = `window.__reactRouterManifest.routes['${first.routeId}']?.module`
      await expect.poll(() => page.evaluate(moduleOf)).toBeTruthy()
      const moduleUrl = (await page.evaluate(moduleOf)) as string
      let releaseModule = () => {}
      const moduleHeld = new Promise<void>((resolve) => (releaseModule = resolve))
      await page.route(`**${moduleUrl}`, async (route) => {
        await moduleHeld
        await route.continue()
      })
      const dataAnswered = page.waitForResponse(first.data)
      // The header's link (the home page's content has one of its own).
      await page.getByRole('link', { name: first.link }).first().click()
      await dataAnswered
      await page
        .getByRole('navigation', { name: 'Customer services' })
        .getByRole('link', { name: 'Help' })
        .click()
      await expect(page).toHaveURL(contentPath('en-us', 'help'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      releaseModule()
    } finally {
      await halfAnswering.close()
    }
    // The fixture then checks that no page threw an uncaught error or left a rejection unhandled.
  })
}
