import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
import type { AxeResults, default as Axe } from 'axe-core'
import { WCAG_TAGS } from '../../e2e/wcag-tags.ts'

/** axe's findings on a page: how many violations of any impact, and which rules. */
export interface AxeFigures {
  violations: number
  rules: string[]
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

declare global {
  interface Window {
    axe: typeof Axe
  }
}

/** `name=value; other=value` as the browser's cookies for `url`. */
function cookiesFor(url: string, header: string | undefined) {
  if (!header) return []
  return header.split(/;\s*/).flatMap((pair) => {
    const at = pair.indexOf('=')
    return at > 0 ? [{ name: pair.slice(0, at), value: pair.slice(at + 1), url }] : []
  })
}

/**
 * axe with the WCAG 2.2 AA tags (the e2e journeys' own) on a page as a phone shows it with JavaScript,
 * once it has loaded and its pop-ups have settled; violations of any impact count.
 */
export async function axe(url: string, cookie: string | undefined): Promise<AxeFigures> {
  const browser = await chromium.launch({ executablePath: CHROME })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addCookies(cookiesFor(new URL(url).origin, cookie))
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.evaluate(AXE_SOURCE)
    const violations: AxeResults['violations'] = await page.evaluate(async (values) => {
      const settling = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined))
      await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 2_000))])
      const results = await window.axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      })
      return results.violations
    }, WCAG_TAGS)
    return {
      violations: violations.reduce((sum, violation) => sum + violation.nodes.length, 0),
      rules: violations.map((violation) => `${violation.id} (${violation.impact})`),
    }
  } finally {
    await browser.close()
  }
}
