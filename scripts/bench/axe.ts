import { chromium } from '@playwright/test'
import { runAxe } from '../../e2e/axe.ts'

/** axe's findings on a page: how many violations of any impact, and which rules. */
export interface AxeFigures {
  violations: number
  rules: string[]
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'

/** `name=value; other=value` as the browser's cookies for `url`. */
function cookiesFor(url: string, header: string | undefined) {
  if (!header) return []
  return header.split(/;\s*/).flatMap((pair) => {
    const at = pair.indexOf('=')
    return at > 0 ? [{ name: pair.slice(0, at), value: pair.slice(at + 1), url }] : []
  })
}

/**
 * axe as the e2e journeys run it (WCAG 2.2 AA, violations of any impact) on a page as a phone shows it
 * with JavaScript, once it has loaded.
 */
export async function axe(url: string, cookie: string | undefined): Promise<AxeFigures> {
  const browser = await chromium.launch({ executablePath: CHROME })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addCookies(cookiesFor(new URL(url).origin, cookie))
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    const violations = await runAxe(page)
    return {
      violations: violations.reduce((sum, violation) => sum + violation.nodes.length, 0),
      rules: violations.map((violation) => `${violation.id} (${violation.impact})`),
    }
  } finally {
    await browser.close()
  }
}
