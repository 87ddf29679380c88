import type { Shopper } from '#app/context.server.ts'

/**
 * The variant a personalisation decision picks for an experience, by variant id or name, or null when
 * there is no decision: the experience then shows its baselines (CMS-079). No decision service is wired
 * yet, so every experience shows its baseline unless a test context forces a variant (CMS-080).
 */
export function decideExperience(_shopper: Shopper, _experienceId: string): Promise<string | null> {
  return Promise.resolve(null)
}
