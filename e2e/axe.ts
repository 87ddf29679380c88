import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import type { AxeResults, default as Axe } from 'axe-core'

/**
 * The axe rule tags every accessibility check runs: WCAG 2.2 AA (and the A and AA of 2.0 and 2.1 it
 * includes). The e2e journeys and `npm run bench` use the same list and the same run.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/**
 * axe's 650 kB source, gzipped and in base64 (240 kB): what goes into each page. Handing a page a
 * string over the browser's debugging protocol costs about 0.3 ms a kB (some 180 ms for the plain
 * source, once for each page a journey checks); the page unpacks the smaller one in a few ms.
 */
const AXE_PACKED = gzipSync(
  readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js')),
).toString('base64')

/**
 * axe in the page itself: injected into each frame that lacks it, then one run from the top frame,
 * which reaches the frames through axe's own messaging. Only violations are collected.
 */
export async function runAxe(page: Page): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue
    try {
      await answered(async () => {
        // The source goes in as an argument, packed (AXE_PACKED), and is evaluated there. Given as the
        // expression itself, the plain 650 kB took Playwright about twice as long to hand over.
        if (!(await frame.evaluate(() => 'axe' in window))) {
          await frame.evaluate(async (packed) => {
            const binary = atob(packed)
            const bytes = new Uint8Array(binary.length)
            for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
            const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))
            window.__axeSource = await new Response(unpacked).text()
          }, AXE_PACKED)
          // A second evaluation, not the rest of the first: after an `await` the page's own Content
          // Security Policy applies, and it allows no `eval`; the protocol's evaluation itself may.
          await frame.evaluate(() => {
            ;(0, eval)(window.__axeSource ?? '')
            delete window.__axeSource
          })
        }
        await frame.evaluate(() => {
          window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] })
        })
      })
    } catch {
      // A frame that navigated away, closed or never got a document meanwhile (a payment frame whose
      // dialog has just closed): axe skips a frame that does not answer its ping.
    }
  }
  // From the top of the page, as it loads: scrolled, the sticky header (PLAT-033) lies over what passes
  // under it, and axe would measure a link half under it as a target too small to hit.
  const results = await page.evaluate(async (values) => {
    // The whole document: a page still streaming in would show axe a link whose text is yet to come.
    if (document.readyState === 'loading') {
      await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    }
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
      return await window.axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
        reporter: 'no-passes',
      })
    } finally {
      window.scrollTo(scrollX, scrollY)
    }
  }, WCAG_TAGS)
  return results.violations
}

/** `work`, or a rejection once a frame has not answered for five seconds (an evaluation never ends then). */
async function answered(work: () => Promise<void>) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the frame did not answer')), 5_000)
  })
  const running = work()
  // Still pending when the frame is given up on: its end, whatever it is, is not an error of the run.
  running.catch(() => undefined)
  try {
    await Promise.race([running, silence])
  } finally {
    clearTimeout(timer)
  }
}

declare global {
  interface Window {
    axe: typeof Axe
    /** axe's source between its unpacking and its evaluation (runAxe). */
    __axeSource?: string
  }
}
