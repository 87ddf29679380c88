import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, default as Axe } from 'axe-core'

/**
 * The axe rule tags every accessibility check runs: WCAG 2.2 AA (and the A and AA of 2.0 and 2.1 it
 * includes). The e2e journeys and `npm run bench` use the same list and the same run.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe in the page itself: injected into each frame that lacks it, then one run from the top frame,
 * which reaches the frames through axe's own messaging. Only violations are collected.
 */
export async function runAxe(page: Page): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE)
      await frame.evaluate(() => {
        window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] })
      })
    } catch {
      // A frame that navigated away or closed meanwhile: axe skips a frame that does not answer.
    }
  }
  // From the top of the page, as it loads: scrolled, the sticky header (PLAT-033) lies over what passes
  // under it, and axe would measure a link half under it as a target too small to hit.
  const results = await page.evaluate(async (values) => {
    // Colours are measured as they settle: a transition under way (a pop-up fading in) would be read
    // half transparent. Endless animations are not waited for, nor any past two seconds.
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined))
    await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 2_000))])
    const { scrollX, scrollY } = window
    window.scrollTo(0, 0)
    try {
      return await window.axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
    } finally {
      window.scrollTo(scrollX, scrollY)
    }
  }, WCAG_TAGS)
  return results.violations
}

declare global {
  interface Window {
    axe: typeof Axe
  }
}
