import { HttpResponse } from 'msw'
import { requirePrincipal } from '../identity/auth.ts'
import { apiError } from '../errors.ts'
import { tokenisedCard } from './saved-cards.ts'
import { db, nextId } from '../state.ts'

/**
 * A registered shopper's saved cards (000 §7 Consumer payment_instruments): read by method, and saved
 * with the card's brand, last four digits and main flag (the storefront never holds a card number).
 * Saving answers card.paymentInstrumentId; the first card, or one saved as main, is the default.
 */

function consumerOf(request: Request): string {
  const principal = requirePrincipal(request)
  if (principal.type !== 'Registered' || !principal.consumerNo) {
    throw apiError(request, 401, 'AUT404', 'Cannot authorize: sign in first')
  }
  return principal.consumerNo
}

/** GET …/payment_instruments?method=CREDIT_CARD: the shopper's saved cards. */
export function savedCards(request: Request) {
  const consumerNo = consumerOf(request)
  const cards = db.savedCards.get(consumerNo) ?? []
  return HttpResponse.json(
    cards.map((c) => ({
      payment_instrument_id: c.paymentInstrumentId,
      payment_method_id: 'CREDIT_CARD',
      card: { cardType: c.cardType, lastFour: c.lastFour, main: c.main },
    })),
  )
}

/** A method nobody saves: a signed-in shopper has none of it. */
export function noSavedInstruments(request: Request) {
  consumerOf(request)
  return HttpResponse.json([])
}

/** POST …/payment_instruments: saves a card (ACCT-022, with the CAPTCHA's token). */
export function saveCard(request: Request, body: Record<string, unknown>) {
  const consumerNo = consumerOf(request)
  if (typeof body.recaptcha_response !== 'string' || !body.recaptcha_response)
    return apiError(request, 400, 'AUT403', 'Captcha failed: recaptcha_response is missing')
  const card = (body.card ?? {}) as Record<string, unknown>
  const lastFour = typeof card.lastFour === 'string' ? card.lastFour : ''
  if (!/^\d{4}$/.test(lastFour))
    return apiError(request, 400, 'PYT406', 'The card needs its last four digits')
  const cards = db.savedCards.get(consumerNo) ?? []
  if (cards.some((c) => c.lastFour === lastFour && c.cardType === card.cardType)) {
    return apiError(request, 400, 'PYT300', 'This card is already saved')
  }
  const main = cards.length === 0 || card.main === true
  if (main) for (const c of cards) c.main = false
  const saved = {
    paymentInstrumentId: nextId('spi'),
    cardType: typeof card.cardType === 'string' ? card.cardType : 'CARD',
    lastFour,
    main,
    ...tokenisedCard(consumerNo, body),
  }
  db.savedCards.set(consumerNo, [...cards, saved])
  return HttpResponse.json({ card: { paymentInstrumentId: saved.paymentInstrumentId } })
}
