import { describe, expect, it } from 'vitest'
import {
  isUsableVoucher,
  LoyaltyVouchersSchema,
  shownWelcomePromo,
  voucherState,
  voucherViews,
  WelcomePromoSchema,
} from './loyalty.ts'

describe('loyalty data', () => {
  it('ACCT-039 the mapper reads currentLoyaltyPoints and applicableLoyaltyVouchers with points, amountInCurrency, available and eligible', () => {
    const parsed = LoyaltyVouchersSchema.parse({
      currentLoyaltyPoints: 2400,
      applicableLoyaltyVouchers: [
        { id: 'V1', points: 1000, amountInCurrency: 10, available: true, eligible: true, extra: 'kept' },
        { id: 'V2', points: 500, amountInCurrency: 5, available: false, eligible: false },
      ],
    })
    expect(parsed.currentLoyaltyPoints).toBe(2400)
    expect(parsed.applicableLoyaltyVouchers).toEqual([
      { id: 'V1', points: 1000, amountInCurrency: 10, available: true, eligible: true, extra: 'kept' },
      { id: 'V2', points: 500, amountInCurrency: 5, available: false, eligible: false },
    ])
  })

  it('ACCT-039 missing points and vouchers read as none; a voucher without a points cost is refused', () => {
    expect(LoyaltyVouchersSchema.parse({})).toEqual({
      currentLoyaltyPoints: 0,
      applicableLoyaltyVouchers: [],
    })
    expect(
      LoyaltyVouchersSchema.safeParse({ applicableLoyaltyVouchers: [{ id: 'V', amountInCurrency: 1 }] })
        .success,
    ).toBe(false)
  })
})

describe('voucher availability', () => {
  const voucher = { points: 1000, available: true, eligible: true }

  it('ACCT-040 a voucher is usable only when available, eligible and covered by the points', () => {
    expect(voucherState(voucher, 1000)).toBe('usable')
    expect(voucherState(voucher, 999)).toBe('needsPoints')
    expect(voucherState({ ...voucher, available: false }, 5000)).toBe('unavailable')
    expect(voucherState({ ...voucher, eligible: false }, 5000)).toBe('notEligible')
    // Not eligible is said first, then not available, then the points.
    expect(voucherState({ points: 9000, available: false, eligible: false }, 0)).toBe('notEligible')
    expect(voucherState({ points: 9000, available: false, eligible: true }, 0)).toBe('unavailable')
    expect(isUsableVoucher(voucher, 1000)).toBe(true)
    expect(isUsableVoucher(voucher, 10)).toBe(false)
  })

  it('ACCT-039 the page lists usable vouchers first, then by points, with the points still missing', () => {
    const views = voucherViews({
      currentLoyaltyPoints: 2400,
      applicableLoyaltyVouchers: [
        { id: 'BIG', points: 5000, amountInCurrency: 50, available: true, eligible: true },
        { id: 'USED', points: 500, amountInCurrency: 5, available: false, eligible: true },
        { id: 'OK', points: 1000, amountInCurrency: 10, available: true, eligible: true },
      ],
    })
    expect(views).toEqual([
      { id: 'OK', points: 1000, amount: 10, state: 'usable', missingPoints: 0 },
      { id: 'USED', points: 500, amount: 5, state: 'unavailable', missingPoints: 0 },
      { id: 'BIG', points: 5000, amount: 50, state: 'needsPoints', missingPoints: 2600 },
    ])
  })
})

describe('welcome promotion', () => {
  it('ACCT-037 a promotion with a title is shown; an empty answer is none', () => {
    const promo = WelcomePromoSchema.parse({ promotionId: 'W', title: 'Welcome', description: 'Hi', x: 1 })
    expect(shownWelcomePromo(promo)).toEqual({ title: 'Welcome', description: 'Hi', validUntil: null })
    expect(shownWelcomePromo(WelcomePromoSchema.parse({}))).toBeNull()
    expect(shownWelcomePromo(null)).toBeNull()
  })
})
