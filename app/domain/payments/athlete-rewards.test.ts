import { describe, expect, it } from 'vitest'
import {
  appliedTenders,
  athleteBudget,
  athletePreview,
  coveringTender,
  isRewardMethod,
  profileKinds,
} from './athlete-rewards.ts'
import { ConsumerProfileSchema, type ConsumerProfile } from '../account/consumer-profile.ts'

function profile(details: Record<string, unknown> = {}): ConsumerProfile {
  return ConsumerProfileSchema.parse({ consumerDetails: { email: 'a@example.com', ...details } })
}

describe('ACCT-048 profile kinds', () => {
  it.each([
    [{}, { athlete: false, employee: false, wranx: false, ipa: false }],
    [
      { athlete: { currentSpend: 1, annualCredit: 2 } },
      { athlete: true, employee: false, wranx: false, ipa: false },
    ],
    [
      { employee: { currentSpend: 1, annualCap: 2 } },
      { athlete: false, employee: true, wranx: false, ipa: false },
    ],
    [{ identity: [{ type: 'WRANX' }] }, { athlete: false, employee: false, wranx: true, ipa: false }],
    [{ identity: [{ type: 'ipa' }] }, { athlete: false, employee: false, wranx: false, ipa: true }],
  ])('%j → %j', (details, kinds) => {
    expect(profileKinds(profile(details))).toEqual(kinds)
  })

  it('no profile is no kind', () => {
    expect(profileKinds(null)).toEqual({ athlete: false, employee: false, wranx: false, ipa: false })
  })
})

describe('CHK-010 athlete budget and what it pays', () => {
  it('the budget is annualCredit − currentSpend, never below 0; null for a non-athlete', () => {
    expect(athleteBudget(profile({ athlete: { currentSpend: 450, annualCredit: 2000 } }))).toBe(1550)
    expect(athleteBudget(profile({ athlete: { currentSpend: 0.1, annualCredit: 0.3 } }))).toBe(0.2)
    expect(athleteBudget(profile({ athlete: { currentSpend: 2100, annualCredit: 2000 } }))).toBe(0)
    expect(athleteBudget(profile({ athlete: { currentSpend: 10 } }))).toBeNull()
    expect(athleteBudget(profile())).toBeNull()
    expect(athleteBudget(null)).toBeNull()
  })

  it.each([
    [1550, 129.6, { payableAmount: 129.6, remainingAmount: 0 }],
    [50, 129.6, { payableAmount: 50, remainingAmount: 79.6 }],
    [0, 20, { payableAmount: 0, remainingAmount: 20 }],
    [10, 0, { payableAmount: 0, remainingAmount: 0 }],
  ])('budget %d, to pay %d → %j', (budget, toPay, amounts) => {
    expect(athletePreview(budget, toPay)).toEqual(amounts)
  })
})

const instruments = [
  { payment_instrument_id: 'gc', payment_method_id: 'GIFT_CARD', amount: 5 },
  {
    payment_instrument_id: 'ath',
    payment_method_id: 'ATHLETES_PAYMENT',
    amount: 50,
    additionalData: { payableAmount: 50, remainingAmount: 0 },
  },
  {
    payment_instrument_id: 'rc',
    payment_method_id: 'REWARD_CODE',
    amount: 15,
    additionalData: { rewardCode: 'R15' },
  },
  { payment_instrument_id: 'rk', payment_method_id: 'REWARD_CARD', amount: 25, card: { lastFour: '4242' } },
  {
    payment_instrument_id: 'pts',
    payment_method_id: 'LOYALTY_POINTS',
    amount: 24,
    additionalData: { points: 2400 },
  },
  { payment_instrument_id: 'cc', payment_method_id: 'CREDIT_CARD', amount: 1 },
]

describe('CHK-009 athlete and reward instruments on the cart', () => {
  it('picks the athlete payment, the rewards and the points with their amounts and labels', () => {
    expect(appliedTenders(instruments)).toEqual([
      { id: 'ath', method: 'ATHLETES_PAYMENT', amount: 50, label: '' },
      { id: 'rc', method: 'REWARD_CODE', amount: 15, label: 'R15' },
      { id: 'rk', method: 'REWARD_CARD', amount: 25, label: '4242' },
      { id: 'pts', method: 'LOYALTY_POINTS', amount: 24, label: '2400' },
    ])
  })

  it('reward methods are exactly REWARD_CODE and REWARD_CARD', () => {
    expect(['REWARD_CODE', 'REWARD_CARD', 'LOYALTY_POINTS', 'GIFT_CARD'].map(isRewardMethod)).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  it('CHK-008 when they leave nothing to pay the order names the athlete payment, else the first reward', () => {
    expect(coveringTender(instruments, 0)).toEqual({
      code: 'ATHLETES_PAYMENT',
      additionalData: { paymentInstrumentId: 'ath' },
    })
    expect(coveringTender(instruments.slice(2), 0)).toEqual({
      code: 'REWARD_CODE',
      additionalData: { paymentInstrumentId: 'rc' },
    })
    expect(coveringTender(instruments.slice(4), 0)).toEqual({
      code: 'LOYALTY_POINTS',
      additionalData: { paymentInstrumentId: 'pts' },
    })
    expect(coveringTender(instruments, 0.01)).toBeNull()
    expect(coveringTender([instruments[0]], 0)).toBeNull()
  })
})
