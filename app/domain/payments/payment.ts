import type { Cart } from '../cart/cart.ts'
import { z } from 'zod'
import { minLoyaltyPoints } from '../market/site.ts'

/** Payment instruments and the rules of who may pay with what (000 §3 Payment instrument; §6). */

/** CHK-009: the payment methods an instrument can name. */
export const PAYMENT_METHOD_IDS = [
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'ATHLETES_PAYMENT',
  'REWARD_CODE',
  'REWARD_CARD',
  'CREDIT_CARD',
  'KLARNA',
  'PAYPAL',
] as const
export const PaymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS)
export type PaymentMethodId = z.infer<typeof PaymentMethodIdSchema>

/** CHK-009: an instrument has its id, the method, the card (with the `main` flag) and an address. */
export const PaymentInstrumentShapeSchema = z.looseObject({
  payment_instrument_id: z.string(),
  payment_method_id: PaymentMethodIdSchema,
  card: z
    .looseObject({
      main: z.boolean().default(false),
      cardType: z.string().optional(),
      lastFour: z.string().optional(),
    })
    .optional(),
  address: z.looseObject({}).optional(),
  additionalData: z.looseObject({}).optional(),
})
export type PaymentInstrumentShape = z.infer<typeof PaymentInstrumentShapeSchema>

const amount = z.coerce.number().nonnegative()

/** CHK-010: athlete payment's additionalData — what the athlete has left and what it pays here. */
export const AthletePaymentDataSchema = z.looseObject({
  remainingAmount: amount,
  payableAmount: amount,
})
export type AthletePayment = { remainingAmount: number; payableAmount: number }

/** The athlete payment among instruments, or null when there is none (or its data is unreadable). */
export function athletePayment(instruments: readonly unknown[]): AthletePayment | null {
  for (const raw of instruments) {
    const instrument = PaymentInstrumentShapeSchema.safeParse(raw)
    if (!instrument.success || instrument.data.payment_method_id !== 'ATHLETES_PAYMENT') continue
    const data = AthletePaymentDataSchema.safeParse(instrument.data.additionalData)
    if (data.success) {
      return { remainingAmount: data.data.remainingAmount, payableAmount: data.data.payableAmount }
    }
  }
  return null
}

/**
 * CHK-011: rewards can pay only when there is no athlete payment (undefined or null) or the athlete's
 * remaining amount is 0.
 */
export function canUseRewards(athleteRemaining: number | null | undefined): boolean {
  return athleteRemaining === null || athleteRemaining === undefined || athleteRemaining === 0
}

/**
 * CHK-013: a member under the locale's minimum points cannot pay with rewards. The minimum is the
 * locale's in the configured table (`MIN_LOYALTY_POINTS`), or in `table` when one is given.
 */
export function hasEnoughLoyaltyPoints(
  points: number,
  locale: string,
  table?: Readonly<Record<string, number>>,
): boolean {
  return points >= minLoyaltyPoints(locale, table)
}

/** Both reward rules together: enough points for the locale and no athlete balance left to use. */
export function rewardsEnabled(input: {
  points: number
  locale: string
  athleteRemaining?: number | null
}): boolean {
  return hasEnoughLoyaltyPoints(input.points, input.locale) && canUseRewards(input.athleteRemaining)
}

/** The gift cards paying for the cart, and what is left for the card (split tender). */
export function giftCardPayment(cart: Cart) {
  const giftCards = cart.paymentInstruments
    .filter((p) => p.payment_method_id === 'GIFT_CARD')
    .map((p) => ({ id: p.payment_instrument_id, lastFour: p.card?.lastFour ?? '', amount: p.amount ?? 0 }))
  return { giftCards, remainingToPay: cart.totals.remainingToPay ?? cart.totals.total }
}
