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
