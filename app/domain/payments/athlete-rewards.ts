import type { ConsumerProfile } from '../account/consumer-profile.ts'
import { PaymentInstrumentShapeSchema, type AthletePayment } from './payment.ts'

/**
 * Athlete payment and loyalty reward codes and cards on a cart (000 §3 Payment instrument, §6), and
 * the profile kinds that decide who may offer them (ACCT-048).
 */

export const REWARD_METHODS = ['REWARD_CODE', 'REWARD_CARD'] as const
export type RewardMethod = (typeof REWARD_METHODS)[number]

export function isRewardMethod(value: unknown): value is RewardMethod {
  return (REWARD_METHODS as readonly unknown[]).includes(value)
}

const toCents = (amount: number) => Math.round(amount * 100)

/** ACCT-048: a profile's kinds, from the athlete and employee sections and the identity types. */
export function profileKinds(profile: ConsumerProfile | null | undefined) {
  const details = profile?.consumerDetails
  const identities = new Set((details?.identity ?? []).map((i) => i.type.toUpperCase()))
  return {
    athlete: Boolean(details?.athlete),
    employee: Boolean(details?.employee),
    wranx: identities.has('WRANX'),
    ipa: identities.has('IPA'),
  }
}

/** What is left of an athlete's annual credit (annualCredit − currentSpend); null for non-athletes. */
export function athleteBudget(profile: ConsumerProfile | null | undefined): number | null {
  const athlete = profile?.consumerDetails.athlete
  if (!athlete || typeof athlete.annualCredit !== 'number') return null
  const left = toCents(athlete.annualCredit) - toCents(athlete.currentSpend ?? 0)
  return Math.max(0, left) / 100
}

/**
 * CHK-010 before the athlete payment is applied: what the budget would pay of `toPay` (payableAmount)
 * and what would be left for another method (remainingAmount). Once applied, the cart's instrument
 * says it (`athletePayment`).
 */
export function athletePreview(budget: number, toPay: number): AthletePayment {
  const payable = Math.min(toCents(budget), Math.max(0, toCents(toPay)))
  return { payableAmount: payable / 100, remainingAmount: (Math.max(0, toCents(toPay)) - payable) / 100 }
}

export interface AppliedTender {
  id: string
  method: 'ATHLETES_PAYMENT' | 'LOYALTY_POINTS' | RewardMethod
  amount: number
  /** A reward card's last four digits, a reward code, or the number of loyalty points used. */
  label: string
}

/** The athlete payment, loyalty points and reward codes and cards paying part of the cart. */
export function appliedTenders(instruments: readonly unknown[]): AppliedTender[] {
  const tenders: AppliedTender[] = []
  for (const raw of instruments) {
    const parsed = PaymentInstrumentShapeSchema.safeParse(raw)
    if (!parsed.success) continue
    const method = parsed.data.payment_method_id
    if (method !== 'ATHLETES_PAYMENT' && method !== 'LOYALTY_POINTS' && !isRewardMethod(method)) continue
    const amount = Number((raw as { amount?: unknown }).amount ?? 0)
    const code = parsed.data.additionalData?.rewardCode ?? parsed.data.additionalData?.points
    tenders.push({
      id: parsed.data.payment_instrument_id,
      method,
      amount: Number.isFinite(amount) ? amount : 0,
      label:
        parsed.data.card?.lastFour ??
        (typeof code === 'string' || typeof code === 'number' ? String(code) : ''),
    })
  }
  return tenders
}

/**
 * The order's payment method when the athlete payment, points or rewards leave nothing to pay and no
 * gift card is applied: the athlete payment when there is one, else the first of the others.
 */
export function coveringTender(
  instruments: readonly unknown[],
  remainingToPay: number,
): { code: string; additionalData: Record<string, string | undefined> } | null {
  if (remainingToPay > 0) return null
  const tenders = appliedTenders(instruments)
  const tender = tenders.find((t) => t.method === 'ATHLETES_PAYMENT') ?? tenders[0]
  return tender ? { code: tender.method, additionalData: { paymentInstrumentId: tender.id } } : null
}
