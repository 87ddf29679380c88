import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Route,
  phoneOverflow,
  rawCodesShown,
} from './test.ts'
import { ALL_GRANTED, serializeConsent } from '#app/domain/tracking/consent.ts'
import { accountPath, signInPath } from '#app/domain/paths/paths.ts'
import { EMULATOR_URL } from '../playwright.config.ts'
import { runAxe } from './axe.ts'
import { copyForAxe, pageAsItStands } from './axe-copy.ts'
import { readPageForm } from '#tests/helpers/page-form.ts'

export { EMULATOR_URL }

/**
 * No accessibility violation of any impact against WCAG 2.2 AA on the page as it stands, its frames
 * (the provider's card fields) included. axe needs JavaScript: in the no-js project the page's HTML,
 * as the shopper got it, is checked in a scripting page of its own (same stylesheets, no page scripts).
 * The page must also show no raw id or code (rawCodesShown) and fit a phone's width: without
 * JavaScript nothing on the page changes after it has loaded, so the copy axe has just checked is tried
 * at the phone's width, and the journey's page keeps its window (no resize there and back).
 */
export async function expectAccessible(page: Page) {
  const noJs = test.info().project.use.javaScriptEnabled === false
  const target = noJs ? await copyForAxe(page, await pageAsItStands(page)) : page
  const violations = await runAxe(target)
  expect(
    violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([])
  expect(await rawCodesShown(page), 'no raw id or code in the page’s text').toEqual([])
  if (target === page) await expectFitsPhoneWidth(page)
  else await expectNoSidewaysScroll(target, page.url())
}

/** The narrowest phone the shop is laid out for: WCAG 1.4.10 (reflow) asks for content that fits 320 CSS px. */
export const PHONE_WIDTH = 320

/**
 * The page, as it stands, does not scroll sideways on a 320 px phone: nothing on it is wider than the
 * window. Every page state a journey checks with expectAccessible is also checked here, at the phone's
 * width for a moment and then back at the journey's own (without JavaScript, in the copy axe checked),
 * so a page that would scroll sideways on a phone fails whichever journey visits it.
 */
export async function expectFitsPhoneWidth(page: Page) {
  const viewport = page.viewportSize()
  // Narrowing the window hides what only a wider screen shows (the desktop menu bar), and with it the
  // focus: the journey goes on from where it was, so the focus is given back afterwards.
  const focused = await page.evaluateHandle(() => document.activeElement)
  try {
    await expectNoSidewaysScroll(page, page.url())
  } finally {
    if (viewport && viewport.width !== PHONE_WIDTH) {
      await page.setViewportSize(viewport)
      await focused.evaluate((element) => {
        if (element instanceof HTMLElement && element !== document.activeElement) element.focus()
      })
    }
    await focused.dispose()
  }
}

/** At the phone's width (the page is left there), nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page, url: string) {
  const viewport = page.viewportSize()
  if (viewport && viewport.width !== PHONE_WIDTH) {
    await page.setViewportSize({ width: PHONE_WIDTH, height: viewport.height })
  }
  expect(await phoneOverflow(page), `sideways scroll at ${PHONE_WIDTH} px on ${url}`).toEqual([])
}

/**
 * The header's sign-in dialog (en-us) once its content section has arrived. The section (the
 * sign-in-modal page's blocks) renders after the form; the dialog, centred on a wide screen, grows by
 * its height and moves up, so a click aimed at one of its links before then can land where the link
 * no longer is.
 */
export async function settledSignInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByText('Sign in to check out faster', { exact: false })).toBeVisible()
  return dialog
}

/** The password of every seeded account (mocks/customers/seed/accounts.ts). */
export const PASSWORD = 'Passw0rd!'

/**
 * Posts one of a page's forms with the browser's cookies, as the page would without JavaScript, but
 * without rendering it: the setup of journeys about what comes after (a signed-in shopper, a cart, an
 * address). `form` picks the form by its id, or by a pattern its HTML matches. The form's own values
 * stay (hidden fields, a saved address, the selected option, checked boxes), its named submit button is
 * the one pressed, and `values` sets the rest (or, as a function of the form's values, what it returns).
 * Answers the redirect's location.
 */
export async function postPageForm(
  page: Page,
  path: string,
  form: string | RegExp,
  values: Record<string, string> | ((current: Record<string, string>) => Record<string, string>) = {},
): Promise<string> {
  const html = await (await page.request.get(path)).text()
  const { action, fields } = readPageForm(
    html,
    typeof form === 'string' ? form : (markup) => form.test(markup),
    path,
  )
  Object.assign(fields, typeof values === 'function' ? values(fields) : values)
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin
  const response = await page.request.post(action, {
    form: fields,
    maxRedirects: 0,
    headers: { Origin: origin },
  })
  expect([302, 303], `the form ${String(form)} of ${path} answers with a redirect`).toContain(
    response.status(),
  )
  return response.headers()['location'] ?? ''
}

/**
 * Signs the page's browser in as a seeded account through the sign-in page's own form (postPageForm):
 * for journeys that need a signed-in shopper. Journeys about signing in fill the form. The emulator
 * forgets every token on reset, so a session cannot be saved once and reused across tests: this runs
 * after the test's reset. The "signed in" toast meant for the account page is dropped, as the shopper
 * would have seen it there.
 */
export async function signInAs(page: Page, email: string, locale = 'en-us') {
  const location = await postPageForm(page, signInPath(locale), 'sign-in', { email, password: PASSWORD })
  expect(location, `sign-in of ${email}`).toBe(accountPath(locale))
  await page.context().clearCookies({ name: '__toast' })
}

/**
 * A desktop Chrome's user agent: the headless browser's own reads as a crawler's (isbot), which gets
 * the whole page at once instead of streamed sections.
 */
export const SHOPPER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** Puts the emulator back to its seed state. */
export async function resetEmulator(request: APIRequestContext) {
  const response = await request.post(`${EMULATOR_URL}/__emulator/reset`)
  expect(response.ok()).toBe(true)
}

/**
 * The emulator answers the calls whose path matches `path` (a regular expression's source) `latencyMs`
 * later: every time, or the next `times` times.
 */
export async function slowUpstream(
  request: APIRequestContext,
  path: string,
  latencyMs: number,
  { times, method }: { times?: number; method?: string } = {},
) {
  const response = await request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: { path, latencyMs, times, method },
  })
  expect(response.ok()).toBe(true)
}

/**
 * React has hydrated this element (its handlers are attached). A section that streams in or hydrates
 * from its own chunk can be visible and clickable before then, when a click would follow the plain link.
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true)
}

const SCRIPTS = /\/assets\/[^?]+\.js$/
const hydratedBody = (page: Page) =>
  page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')))

/**
 * Loads the page again with its scripts held back, as a slow network holds them: the journey acts on
 * the server's markup before the page hydrates, then `release` lets the scripts load and waits for
 * hydration. Not `page.reload()`, which waits for hydration itself.
 */
export async function loadBeforeHydration(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(SCRIPTS, (route) => (released ? route.continue() : void held.push(route)))
  await page.evaluate(() => location.reload())
  await expect.poll(() => hydratedBody(page).catch(() => true)).toBe(false)
  return async function release() {
    released = true
    for (const route of held.splice(0)) await route.continue()
    await expect.poll(() => hydratedBody(page)).toBe(true)
    await page.unroute(SCRIPTS)
  }
}

/**
 * Scrolls a product page to its reviews, which then load as they near the window (decision 098). In
 * one step in the page: the anchor is replaced by the section once its data arrives, and a locator's
 * scroll, which waits for the element to be stable, fails when that happens under it (a scroll to the
 * gallery above may already have brought the reviews near).
 */
export async function scrollToReviews(page: Page) {
  await page.evaluate(() => document.getElementById('reviews')?.scrollIntoView({ block: 'center' }))
}

/**
 * The requests a page has started and not yet seen answered (or failed), counted from now on.
 * `settled()` waits until none is open and none starts for a moment: every script, chunk and beacon the
 * page asked for has come back, so a journey can say what the page did not load without a fixed wait.
 */
export function openRequests(page: Page) {
  const open = new Set<unknown>()
  let started = 0
  page.on('request', (request) => {
    started += 1
    open.add(request)
  })
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return {
    /** None open at two polls in a row (at least 100 ms apart), with none started between them. */
    settled: async () => {
      let seen = -1
      await expect
        .poll(() => {
          const quiet = open.size === 0 && started === seen
          seen = open.size === 0 ? started : -1
          return quiet
        })
        .toBe(true)
    },
  }
}

/**
 * Gives the browser the consent cookie of a visitor who accepted every category (decision 037): for
 * journeys on EMEA sites about what only runs with consent (tracking events).
 */
export async function acceptAllCookies(page: Page) {
  const url = test.info().project.use.baseURL ?? page.url()
  await page
    .context()
    .addCookies([
      { name: 'consent', value: serializeConsent(ALL_GRANTED), url, httpOnly: true, sameSite: 'Lax' },
    ])
}

/**
 * Paths of the third parties the emulator also plays — the social media host, the experimentation
 * provider's CDN and event log, the customer-data platform — whose calls carry their own headers, not
 * the commerce API's.
 */
export const THIRD_PARTY_PATH = /^\/(social|cdn|logx|cdp)\//
