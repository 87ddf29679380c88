import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { EMULATOR_URL } from '../playwright.config.ts'

export { EMULATOR_URL }

/**
 * No serious or critical accessibility violation on the page as it stands. axe needs JavaScript: in
 * the no-js project the page's HTML, as the shopper got it, is checked in a scripting page of its own
 * (same stylesheets, no page scripts).
 */
export async function expectAccessible(page: Page) {
  const noJs = test.info().project.use.javaScriptEnabled === false
  const target = noJs ? await copyForAxe(page) : page
  const results = await new AxeBuilder({ page: target })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  if (target !== page) await target.context().close()
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${page.url()}`,
  ).toEqual([])
}

/** The password of every seeded account (mocks/data/accounts.ts). */
export const PASSWORD = 'Passw0rd!'

/**
 * Signs the page's browser in as a seeded account by posting the sign-in page's own form, as the page
 * would without JavaScript, but without rendering either page: for journeys that need a signed-in
 * shopper. Journeys about signing in fill the form. The emulator forgets every token on reset, so a
 * session cannot be saved once and reused across tests: this runs after the test's reset. The "signed
 * in" toast meant for the account page is dropped, as the shopper would have seen it there.
 */
export async function signInAs(page: Page, email: string, locale = 'en-us') {
  const path = `/${locale}/sign-in`
  const html = await (await page.request.get(path)).text()
  const form = /<form\b[^>]*\bid="sign-in"[\s\S]*?<\/form>/.exec(html)?.[0]
  expect(form, `the sign-in form on ${path}`).toBeTruthy()
  const fields: Record<string, string> = {}
  // Every field the form posts (intent, honeypot and its sealed time), then the shopper's.
  for (const [tag] of form!.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1]
    if (name) fields[name] = unescapeHtml(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '')
  }
  Object.assign(fields, { email, password: PASSWORD })
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin
  const response = await page.request.post(path, {
    form: fields,
    maxRedirects: 0,
    headers: { Origin: origin },
  })
  expect(response.status(), `sign-in of ${email}`).toBe(303)
  expect(response.headers()['location']).toBe(`/${locale}/account`)
  await page.context().clearCookies({ name: '__toast' })
}

function unescapeHtml(text: string) {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** Puts the emulator back to its seed state. */
export async function resetEmulator(request: APIRequestContext) {
  const response = await request.post(`${EMULATOR_URL}/__emulator/reset`)
  expect(response.ok()).toBe(true)
}

async function copyForAxe(page: Page): Promise<Page> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
  const base = new URL(page.url())
  const browser = page.context().browser()
  if (!browser) throw new Error('no browser')
  const context = await browser.newContext({ javaScriptEnabled: true, baseURL: base.origin })
  const copy = await context.newPage()
  await copy.route(page.url(), (route) => route.fulfill({ body: html, contentType: 'text/html' }))
  await copy.goto(page.url())
  return copy
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
