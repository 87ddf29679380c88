import { z } from 'zod'
import { perBreakpoint } from '../content/content-block-fields.ts'
import type { VisitorState } from './visitor-state.ts'

/**
 * Personalised sections of content (001 §3, §4): the segmentation block (CMS-130…139) and the
 * experience block (CMS-078…080). Both are resolved on the server before a page is rendered, into the
 * blocks the visitor gets; the browser never sees the wrapper (decision 035). Their targets are raw
 * blocks here, validated like any block once chosen.
 */

const RawBlocks = z.array(z.looseObject({ type: z.string() })).default([])

/** CMS-130: segments (id, targets), baselines, isFullWidth and hideOnBreakpoint. */
export const SegmentationSchema = z.looseObject({
  type: z.literal('segmentation'),
  id: z.string().optional(),
  segments: z.array(z.looseObject({ id: z.string(), targets: RawBlocks })).default([]),
  baselines: RawBlocks,
  isFullWidth: z.boolean().optional(),
  hideOnBreakpoint: perBreakpoint(z.boolean()).optional(),
})
export type Segmentation = z.infer<typeof SegmentationSchema>

/** CMS-078: experienceId, baselines, variants (name, variantId, targets), trackingEvent, bottomMargins, hideOnBreakpoint. */
export const ExperienceSchema = z.looseObject({
  type: z.literal('experience'),
  id: z.string().optional(),
  experienceId: z.string().min(1),
  baselines: RawBlocks,
  variants: z
    .array(z.looseObject({ name: z.string(), variantId: z.string(), targets: RawBlocks }))
    .default([]),
  trackingEvent: z.string().optional(),
  bottomMargins: z.unknown().optional(),
  hideOnBreakpoint: perBreakpoint(z.boolean()).optional(),
})
export type Experience = z.infer<typeof ExperienceSchema>

export const PERSONALISED_TYPES: ReadonlySet<string> = new Set(['segmentation', 'experience'])

/** The name of the variant that is the baseline: a decision for it shows the baselines (CMS-079). */
export const BASELINE_VARIANT = 'Baseline'

/**
 * The segment conditions (001 §4 Segmentation rules), by the segment's id. "non-loyalty" is signed in
 * and not a member (A1). The profile kinds, their "non-" counterparts included, need a signed-in visitor
 * (CMS-138): a guest matches none of them.
 */
export const SEGMENT_CONDITIONS: Readonly<Record<string, (visitor: VisitorState) => boolean>> = {
  'logged-out': (v) => !v.loggedIn,
  'logged-in': (v) => v.loggedIn,
  'loyalty-member': (v) => v.loggedIn && v.loyaltyMember,
  'non-loyalty': (v) => v.loggedIn && !v.loyaltyMember,
  employee: (v) => v.employee,
  'non-employee': (v) => !v.employee,
  'cart-empty': (v) => v.cartItemCount === 0,
  'cart-not-empty': (v) => v.cartItemCount > 0,
  'ipa-wranx': (v) => v.loggedIn && (v.ipa || v.wranx),
  'non-ipa-wranx': (v) => v.loggedIn && !v.ipa && !v.wranx,
  wranx: (v) => v.loggedIn && v.wranx,
  'non-wranx': (v) => v.loggedIn && !v.wranx,
  ipa: (v) => v.loggedIn && v.ipa,
  'non-ipa': (v) => v.loggedIn && !v.ipa,
  athletes: (v) => v.loggedIn && v.athlete,
  'non-athletes': (v) => v.loggedIn && !v.athlete,
}

/** True for a condition that needs the profile (membership or kinds), so a guest's state needs none. */
export function needsProfile(segmentIds: readonly string[]): boolean {
  return segmentIds.some((id) => !['logged-out', 'logged-in', 'cart-empty', 'cart-not-empty'].includes(id))
}

/**
 * CMS-131, CMS-132: the segment a test context forces (by id), else the first whose condition holds;
 * null means the baselines. A segment id no condition knows never matches (only a forced one shows).
 */
export function chooseSegment(
  block: Segmentation,
  visitor: VisitorState,
  forced?: string,
): Segmentation['segments'][number] | null {
  if (forced) {
    const segment = block.segments.find((s) => s.id === forced)
    if (segment) return segment
  }
  return block.segments.find((s) => SEGMENT_CONDITIONS[s.id]?.(visitor) === true) ?? null
}

/**
 * CMS-079, CMS-080: the variant a test context forces (by variantId or name), else the decision's;
 * null (the baselines) until a decision picks a variant other than Baseline.
 */
export function chooseVariant(
  block: Experience,
  decided: string | null,
  forced?: string,
): Experience['variants'][number] | null {
  const pick = forced ?? decided
  if (!pick) return null
  const variant = block.variants.find((v) => v.variantId === pick || v.name === pick)
  return variant && variant.name !== BASELINE_VARIANT ? variant : null
}

/** The test context an editor or tester sets in a cookie (CMS-080, CMS-131); anything else is ignored. */
export const TestContextSchema = z.object({
  segment: z.string().max(100).optional(),
  experiences: z.record(z.string().max(100), z.string().max(100)).optional(),
})
export type TestContext = z.infer<typeof TestContextSchema>

export const TEST_CONTEXT_COOKIE = 'testContext'

/** The cookie's value (URL-encoded JSON) as a test context; a malformed one is none. */
export function parseTestContext(value: string | undefined): TestContext | undefined {
  if (!value) return undefined
  try {
    const parsed = TestContextSchema.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
