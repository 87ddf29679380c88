import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { EMULATOR_URL } from '../playwright.config.ts'

export { EMULATOR_URL }

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
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
