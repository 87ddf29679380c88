import { http, HttpResponse } from 'msw'
import type { PaymentMethodId } from '#app/domain/payments/payment.ts'
import {
  addAthletePayment,
  addPoints,
  addReward,
  removeAthletePayment,
  removePoints,
  removeReward,
  savedRewards,
} from './athlete-rewards.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { addPayLater, bnplPayment, payLaterSession, removePayLater } from './bnpl.ts'
import {
  addCard,
  addGiftCard,
  cardPayment,
  cardSession,
  removeCard,
  removeGiftCard,
} from './cart-payments.ts'
import { requireCart } from '../cart/cart-store.ts'
import { noSavedInstruments, savedCards, saveCard } from './consumer-payments.ts'
import { apiError, readJson } from '../errors.ts'
import { removeSavedReward, saveReward } from './reward-instruments.ts'
import { removeSavedCard } from './saved-cards.ts'
import type { EmulatedPaymentMethod } from './payment-method.ts'
import type { CartRecord } from '../state.ts'
import { addWallet, removeWallet, walletPayment, walletSessionFor } from './wallet.ts'

/**
 * The payment methods the emulator takes, one entry per payment_method_id (000 §3, CHK-009): the calls
 * that name a method, or one of its instruments, are answered by that method's entry. The cart's
 * payment methods (GET …/paymentMethods) are this table, in its order. A method's own calls beyond
 * these (the pay-later provider's authorize, the wallet's page) stay with its module.
 */

type Body = Record<string, unknown>

export const PAYMENT_METHODS = {
  // Saving from the account names no method: a card is what it saves.
  CREDIT_CARD: {
    name: 'Card',
    session: cardSession,
    addInstrument: addCard,
    removeInstrument: removeCard,
    orderPayment: cardPayment,
    savedInstruments: savedCards,
    saveInstrument: saveCard,
    removeSaved: removeSavedCard,
  },
  GIFT_CARD: { name: 'Gift card', addInstrument: addGiftCard, removeInstrument: removeGiftCard },
  KLARNA: {
    name: 'Pay later',
    session: payLaterSession,
    addInstrument: addPayLater,
    removeInstrument: removePayLater,
    orderPayment: bnplPayment,
  },
  PAYPAL: {
    name: 'PayPal',
    session: walletSessionFor,
    addInstrument: addWallet,
    removeInstrument: removeWallet,
    orderPayment: walletPayment,
  },
  LOYALTY_POINTS: { name: 'Loyalty points', addInstrument: addPoints, removeInstrument: removePoints },
  REWARD_CODE: {
    name: 'Reward code',
    addInstrument: addReward,
    removeInstrument: removeReward,
    savedInstruments: savedRewards('REWARD_CODE'),
    saveInstrument: saveReward,
    removeSaved: removeSavedReward('REWARD_CODE'),
  },
  REWARD_CARD: {
    name: 'Reward card',
    addInstrument: addReward,
    removeInstrument: removeReward,
    savedInstruments: savedRewards('REWARD_CARD'),
    saveInstrument: saveReward,
    removeSaved: removeSavedReward('REWARD_CARD'),
  },
  ATHLETES_PAYMENT: {
    name: 'Athlete payment',
    addInstrument: addAthletePayment,
    removeInstrument: removeAthletePayment,
  },
} satisfies Record<PaymentMethodId, EmulatedPaymentMethod>

const METHODS: readonly EmulatedPaymentMethod[] = Object.values(PAYMENT_METHODS)

/** The entry of a payment_method_id, if the emulator takes it. */
export function paymentMethod(id: unknown): EmulatedPaymentMethod | undefined {
  return typeof id === 'string' && Object.hasOwn(PAYMENT_METHODS, id)
    ? PAYMENT_METHODS[id as PaymentMethodId]
    : undefined
}

/**
 * Place order: what pays what is left, by the method the order names; a method that pays nothing
 * itself (or none named) leaves it to the card. Undefined when nothing is left to pay.
 */
export function orderPayment(request: Request, cart: CartRecord, remainingToPay: number, body: Body) {
  if (remainingToPay <= 0) return undefined
  const named = paymentMethod((body.paymentMethod as Body | undefined)?.code)
  return (named?.orderPayment ?? PAYMENT_METHODS.CREDIT_CARD.orderPayment)(request, cart, body)
}

export const handlers = [
  http.get('*/cart/v1/cart/:basketId/paymentMethods', ({ request, params }) => {
    requireCart(request, requirePrincipal(request).owner, params.basketId)
    return HttpResponse.json(Object.entries(PAYMENT_METHODS).map(([id, { name }]) => ({ id, name })))
  }),

  http.get('*/cart/v1/paymentSession', ({ request }) => {
    const query = new URL(request.url).searchParams
    const method = query.get('paymentMethodId') ?? query.get('paymentMethod') ?? 'CREDIT_CARD'
    const session = paymentMethod(method)?.session
    if (session) return session(request, query)
    requirePrincipal(request)
    return apiError(request, 400, 'PAY400', `No hosted payment session for ${method}`)
  }),

  http.post('*/cart/v1/cart/:basketId/paymentInstruments', async ({ request, params }) => {
    const principal = requirePrincipal(request)
    const cart = requireCart(request, principal.owner, params.basketId)
    const body = (await readJson(request)) ?? {}
    const add = paymentMethod(body.payment_method_id)?.addInstrument
    if (add) return add(request, cart, body, principal)
    return apiError(
      request,
      400,
      'PAY400',
      `Payment method ${String(body.payment_method_id)} is not accepted`,
    )
  }),

  http.delete('*/cart/v1/cart/:basketId/paymentInstruments', async ({ request, params }) => {
    const cart = requireCart(request, requirePrincipal(request).owner, params.basketId)
    const body = (await readJson(request)) ?? {}
    const id = body.payment_instrument_id ?? new URL(request.url).searchParams.get('payment_instrument_id')
    if (typeof id === 'string') {
      for (const method of METHODS) {
        const removed = method.removeInstrument?.(request, cart, id)
        if (removed) return removed
      }
    }
    return apiError(request, 404, 'PYT404', `Payment instrument ${String(id)} not found`)
  }),

  http.get('*/consumers-v3/consumer/payment_instruments', ({ request }) => {
    const method = new URL(request.url).searchParams.get('method') ?? 'CREDIT_CARD'
    return (paymentMethod(method)?.savedInstruments ?? noSavedInstruments)(request)
  }),

  http.post('*/consumers-v3/consumer/payment_instruments', async ({ request }) => {
    const body = (await readJson(request)) ?? {}
    const save =
      paymentMethod(body.payment_method_id)?.saveInstrument ?? PAYMENT_METHODS.CREDIT_CARD.saveInstrument
    return save(request, body)
  }),

  // ACCT-024: whichever method's saved instrument it is.
  http.delete('*/consumers-v3/consumer/payment_instruments/:id', ({ request, params }) => {
    const id = String(params.id)
    for (const method of METHODS) {
      const removed = method.removeSaved?.(request, id)
      if (removed) return removed
    }
    return apiError(request, 404, 'PYT404', `Payment instrument ${id} not found`)
  }),
]
