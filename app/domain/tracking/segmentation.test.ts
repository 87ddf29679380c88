import { describe, expect, it } from 'vitest'
import {
  chooseSegment,
  chooseVariant,
  ExperienceSchema,
  needsProfile,
  parseTestContext,
  SEGMENT_CONDITIONS,
  SegmentationSchema,
} from './segmentation.ts'
import type { VisitorState } from './visitor-state.ts'

const GUEST: VisitorState = {
  loggedIn: false,
  loyaltyMember: false,
  employee: false,
  employeeBanner: false,
  athlete: false,
  wranx: false,
  ipa: false,
  associate: false,
  cartItemCount: 0,
  cartEmpty: true,
}
const SIGNED_IN: VisitorState = { ...GUEST, loggedIn: true }
const text = (title: string) => ({ type: 'richText', title, richText: `<p>${title}</p>` })
const holds = (id: string, visitor: VisitorState) => SEGMENT_CONDITIONS[id]!(visitor)

describe('segmentation', () => {
  it('CMS-130 a segmentation block has segments (id, targets), baselines, isFullWidth and hideOnBreakpoint', () => {
    const block = SegmentationSchema.parse({
      type: 'segmentation',
      segments: [{ id: 'logged-in', targets: [text('Welcome back')] }],
      baselines: [text('Hello')],
      isFullWidth: true,
      hideOnBreakpoint: { sm: true },
    })
    expect(block.segments[0]).toMatchObject({ id: 'logged-in', targets: [{ type: 'richText' }] })
    expect(block.baselines).toHaveLength(1)
    expect(block.isFullWidth).toBe(true)
    expect(block.hideOnBreakpoint).toEqual({ sm: true })
    expect(SegmentationSchema.parse({ type: 'segmentation' })).toMatchObject({ segments: [], baselines: [] })
  })

  it('CMS-132 the first segment whose condition holds wins; none holding means the baselines (null)', () => {
    const block = SegmentationSchema.parse({
      type: 'segmentation',
      segments: [
        { id: 'loyalty-member', targets: [text('Member')] },
        { id: 'logged-in', targets: [text('Signed in')] },
        { id: 'cart-empty', targets: [text('Empty cart')] },
      ],
      baselines: [text('Baseline')],
    })
    expect(chooseSegment(block, { ...SIGNED_IN, loyaltyMember: true })?.id).toBe('loyalty-member')
    expect(chooseSegment(block, SIGNED_IN)?.id).toBe('logged-in')
    expect(chooseSegment(block, GUEST)?.id).toBe('cart-empty')
    expect(chooseSegment(block, { ...GUEST, cartItemCount: 2 })).toBeNull()
    // A segment id no condition knows never matches by itself.
    const unknown = SegmentationSchema.parse({ type: 'segmentation', segments: [{ id: 'vip', targets: [] }] })
    expect(chooseSegment(unknown, SIGNED_IN)).toBeNull()
  })

  it('CMS-131 a test context forces a segment by its id, whatever the conditions', () => {
    const block = SegmentationSchema.parse({
      type: 'segmentation',
      segments: [
        { id: 'logged-out', targets: [text('Guest')] },
        { id: 'athletes', targets: [text('Athletes')] },
      ],
    })
    expect(chooseSegment(block, GUEST, 'athletes')?.id).toBe('athletes')
    // A forced id the block does not have falls back to the conditions.
    expect(chooseSegment(block, GUEST, 'nope')?.id).toBe('logged-out')
  })

  it('CMS-133 logged out and logged in test the session', () => {
    expect([holds('logged-out', GUEST), holds('logged-in', GUEST)]).toEqual([true, false])
    expect([holds('logged-out', SIGNED_IN), holds('logged-in', SIGNED_IN)]).toEqual([false, true])
  })

  it('CMS-134 loyalty member is a signed-in member', () => {
    expect(holds('loyalty-member', { ...SIGNED_IN, loyaltyMember: true })).toBe(true)
    expect(holds('loyalty-member', SIGNED_IN)).toBe(false)
    expect(holds('loyalty-member', GUEST)).toBe(false)
  })

  it('CMS-135 A1 non-loyalty is signed in and not a member', () => {
    expect(holds('non-loyalty', SIGNED_IN)).toBe(true)
    expect(holds('non-loyalty', { ...SIGNED_IN, loyaltyMember: true })).toBe(false)
    expect(holds('non-loyalty', GUEST)).toBe(false)
  })

  it('CMS-136 employee and not employee test whether the visitor is an employee', () => {
    const employee = { ...SIGNED_IN, employee: true }
    expect([holds('employee', employee), holds('non-employee', employee)]).toEqual([true, false])
    expect([holds('employee', SIGNED_IN), holds('non-employee', SIGNED_IN)]).toEqual([false, true])
  })

  it('CMS-137 cart empty and cart not empty test the cart item count', () => {
    expect([holds('cart-empty', GUEST), holds('cart-not-empty', GUEST)]).toEqual([true, false])
    const full = { ...GUEST, cartItemCount: 1 }
    expect([holds('cart-empty', full), holds('cart-not-empty', full)]).toEqual([false, true])
  })

  it('CMS-138 the profile kinds and their non- counterparts need a signed-in visitor', () => {
    const kinds = ['ipa-wranx', 'wranx', 'ipa', 'athletes']
    for (const kind of kinds) {
      expect(holds(kind, GUEST)).toBe(false)
      expect(holds(`non-${kind}`, GUEST)).toBe(false)
    }
    const athlete = { ...SIGNED_IN, athlete: true }
    expect([holds('athletes', athlete), holds('non-athletes', athlete)]).toEqual([true, false])
    expect([holds('athletes', SIGNED_IN), holds('non-athletes', SIGNED_IN)]).toEqual([false, true])
    const wranx = { ...SIGNED_IN, wranx: true }
    expect([holds('wranx', wranx), holds('ipa-wranx', wranx), holds('non-ipa-wranx', wranx)]).toEqual([
      true,
      true,
      false,
    ])
    const ipa = { ...SIGNED_IN, ipa: true }
    expect([holds('ipa', ipa), holds('non-ipa', ipa), holds('non-wranx', ipa)]).toEqual([true, false, true])
  })

  it('reads the profile only for conditions that need it', () => {
    expect(needsProfile(['logged-in', 'logged-out', 'cart-empty'])).toBe(false)
    expect(needsProfile(['logged-in', 'loyalty-member'])).toBe(true)
  })
})

describe('experience', () => {
  const block = ExperienceSchema.parse({
    type: 'experience',
    experienceId: 'exp-1',
    trackingEvent: 'hero_copy',
    bottomMargins: { sm: 16 },
    hideOnBreakpoint: { lg: true },
    baselines: [text('Baseline')],
    variants: [
      { name: 'Baseline', variantId: 'a', targets: [] },
      { name: 'Bold', variantId: 'b', targets: [text('Bold')] },
    ],
  })

  it('CMS-078 an experience has experienceId, baselines, variants (name, variantId, targets), trackingEvent, bottomMargins and hideOnBreakpoint', () => {
    expect(block).toMatchObject({
      experienceId: 'exp-1',
      trackingEvent: 'hero_copy',
      bottomMargins: { sm: 16 },
      hideOnBreakpoint: { lg: true },
    })
    expect(block.variants.map((v) => [v.name, v.variantId, v.targets.length])).toEqual([
      ['Baseline', 'a', 0],
      ['Bold', 'b', 1],
    ])
    expect(ExperienceSchema.safeParse({ type: 'experience' }).success).toBe(false)
  })

  it('CMS-079 the baseline shows until a decision picks a variant other than Baseline', () => {
    expect(chooseVariant(block, null)).toBeNull()
    expect(chooseVariant(block, 'a')).toBeNull()
    expect(chooseVariant(block, 'Baseline')).toBeNull()
    expect(chooseVariant(block, 'unknown')).toBeNull()
    expect(chooseVariant(block, 'b')?.name).toBe('Bold')
  })

  it('CMS-080 a test context selects the variant, by id or name, over the decision', () => {
    expect(chooseVariant(block, null, 'b')?.name).toBe('Bold')
    expect(chooseVariant(block, null, 'Bold')?.variantId).toBe('b')
    expect(chooseVariant(block, 'b', 'a')).toBeNull()
  })

  it('CMS-080 CMS-131 the test-context cookie is JSON; anything else is no test context', () => {
    expect(parseTestContext('{"segment":"athletes","experiences":{"exp-1":"b"}}')).toEqual({
      segment: 'athletes',
      experiences: { 'exp-1': 'b' },
    })
    expect(parseTestContext(undefined)).toBeUndefined()
    expect(parseTestContext('not json')).toBeUndefined()
    expect(parseTestContext('{"segment":5}')).toBeUndefined()
  })
})
