import { http, HttpResponse } from 'msw'
import type { PaymentSessionResult } from '#app/domain/cart/cart.ts'
import { apiError } from '../errors.ts'
import {
  challengePage,
  notFoundPage,
  paymentPage,
  returnUrl,
  type CardFields,
  type FieldErrors,
} from './provider-page.ts'
import { PROVIDER_TEXT, providerText, type ProviderText } from './provider-text.ts'
import { db, newToken, type PaymentSessionRecord } from '../state.ts'
import { orderAuthenticationFor } from './three-ds.ts'

/**
 * The emulated card payment provider. The shopper types the card on the provider's hosted page
 * (`/__provider/hpp/:sessionId`), never on the storefront; the storefront reads the outcome from
 * `/provider/v1/sessions/:sessionId` and pays with the token.
 *
 * Test cards: 4111 1111 1111 1111 authorises, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220
 * asks for an issuer challenge. Any other valid number authorises.
 *
 * Cards authorised here or in the hosted fields (provider-fields.ts) that the issuer authenticates
 * when the order is placed (see three-ds.ts): 4000 0027 6000 3184 answers place order with a 3DS challenge, 4000 0000 0000 3063 with a redirect.
 */

export const DECLINED = '4000000000000002'
export const CHALLENGE = '4000000000003220'

/** The Luhn check digit rule every card number follows. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export function cardTypeOf(digits: string): string {
  if (/^4/.test(digits)) return 'VISA'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD'
  if (/^3[47]/.test(digits)) return 'AMEX'
  if (/^(6011|65)/.test(digits)) return 'DISCOVER'
  return 'CARD'
}

export interface ValidCard {
  digits: string
  month: string
  year: string
}

export function validate(
  fields: CardFields,
  text: ProviderText = PROVIDER_TEXT.en,
  now = new Date(),
): { errors: FieldErrors; card?: ValidCard } {
  const errors: FieldErrors = {}
  if (!fields.cardholderName.trim()) errors.cardholderName = text.errors.cardholderName
  const digits = fields.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = text.errors.cardNumber
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(fields.expiry.trim())
  const month = expiry ? Number(expiry[1]) : 0
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = text.errors.expiry
  } else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
    errors.expiry = text.errors.expired
  }
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = text.errors.cvc
  if (Object.keys(errors).length) return { errors }
  return { errors, card: { digits, month: String(month).padStart(2, '0'), year: String(year) } }
}

export async function formFields(request: Request): Promise<CardFields> {
  const form = new URLSearchParams(await request.text())
  return {
    cardholderName: form.get('cardholderName') ?? '',
    cardNumber: form.get('cardNumber') ?? '',
    expiry: form.get('expiry') ?? '',
    cvc: form.get('cvc') ?? '',
  }
}

/**
 * Records the card typed on the provider's own form, the hosted page or the hosted fields alike, on its
 * session: what the shop reads back, and whether the issuer authenticates it when the order is placed
 * (three-ds.ts). Either way of typing the same test card behaves the same.
 */
export function recordCard(session: PaymentSessionRecord, card: ValidCard) {
  Object.assign(session, {
    cardType: cardTypeOf(card.digits),
    lastFour: card.digits.slice(-4),
    bin: card.digits.slice(0, 6),
    expiryMonth: card.month,
    expiryYear: card.year,
    orderAuthentication: orderAuthenticationFor(card.digits),
  })
}

function authorise(session: PaymentSessionRecord): Response {
  session.status = 'authorised'
  session.token = newToken('tok')
  return new Response(null, { status: 303, headers: { Location: returnUrl(session) } })
}

/** A finished session sends the shopper back instead of taking a second payment. */
function backIfDone(session: PaymentSessionRecord): Response | undefined {
  if (session.status === 'authorised' || session.usedBy) {
    return new Response(null, { status: 303, headers: { Location: returnUrl(session) } })
  }
  return undefined
}

function sessionOf(id: unknown): PaymentSessionRecord | undefined {
  return typeof id === 'string' ? db.paymentSessions.get(id) : undefined
}

function challengeAction(request: Request): string {
  return `${new URL(request.url).pathname.replace(/\/challenge$/, '')}/challenge`
}

export const handlers = [
  http.get('*/__provider/hpp/:sessionId', ({ request, params }) => {
    const session = sessionOf(params.sessionId)
    if (!session) return notFoundPage()
    const done = backIfDone(session)
    if (done) return done
    if (session.status === 'challenge') return challengePage(session, challengeAction(request))
    return paymentPage(session)
  }),

  http.post('*/__provider/hpp/:sessionId', async ({ request, params }) => {
    const session = sessionOf(params.sessionId)
    if (!session) return notFoundPage()
    const done = backIfDone(session)
    if (done) return done
    const fields = await formFields(request)
    const text = providerText(session.locale)
    const { errors, card } = validate(fields, text)
    const values = { cardholderName: fields.cardholderName, expiry: fields.expiry }
    if (!card) {
      const digits = fields.cardNumber.replace(/\D/g, '')
      const hint =
        !errors.cardNumber && digits.length >= 4 ? text.retypeCardNumber(digits.slice(-4)) : undefined
      return paymentPage(session, { values, errors, cardNumberHint: hint })
    }
    recordCard(session, card)
    if (card.digits === DECLINED) {
      session.status = 'refused'
      return paymentPage(session, { values, alert: text.declined })
    }
    if (card.digits === CHALLENGE) {
      session.status = 'challenge'
      return challengePage(session, challengeAction(request))
    }
    return authorise(session)
  }),

  http.post('*/__provider/hpp/:sessionId/challenge', async ({ params, request }) => {
    const session = sessionOf(params.sessionId)
    if (!session) return notFoundPage()
    const done = backIfDone(session)
    if (done) return done
    if (session.status !== 'challenge') return paymentPage(session)
    const outcome = new URLSearchParams(await request.text()).get('outcome')
    if (outcome === 'complete') {
      session.threeDSResult = 'Y'
      return authorise(session)
    }
    // A failed authentication ends the session: the shop starts the payment again (CHK-004).
    session.status = 'refused'
    session.threeDSResult = 'N'
    return new Response(null, {
      status: 303,
      headers: { Location: returnUrl(session, 'authentication-failed') },
    })
  }),

  http.get('*/provider/v1/sessions/:sessionId', ({ request, params }) => {
    const session = sessionOf(params.sessionId)
    if (!session)
      return apiError(request, 404, 'PYT404', `Payment session ${String(params.sessionId)} not found`)
    const result: PaymentSessionResult = {
      sessionId: session.id,
      status: session.status,
      token: session.status === 'authorised' ? session.token : undefined,
      cardType: session.cardType,
      lastFour: session.lastFour,
      bin: session.bin,
      expiryMonth: session.expiryMonth,
      expiryYear: session.expiryYear,
      ...(session.threeDSResult ? { threeDSResult: session.threeDSResult } : {}),
      ...(session.walletType ? { walletType: session.walletType } : {}),
    }
    return HttpResponse.json(result)
  }),
]
