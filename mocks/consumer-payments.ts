import { http, HttpResponse } from 'msw'
import { requirePrincipal } from './auth.ts'
import { apiError, readJson } from './errors.ts'
import { tokenisedCard } from './saved-cards.ts'
import { db, nextId } from './state.ts'

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

export const handlers = [
  http.get('*/consumers-v3/consumer/payment_instruments', ({ request }) => {
    const consumerNo = consumerOf(request)
    const method = new URL(request.url).searchParams.get('method') ?? 'CREDIT_CARD'
    const cards = method === 'CREDIT_CARD' ? (db.savedCards.get(consumerNo) ?? []) : []
    return HttpResponse.json(
      cards.map((c) => ({
        payment_instrument_id: c.paymentInstrumentId,
        payment_method_id: 'CREDIT_CARD',
        card: { cardType: c.cardType, lastFour: c.lastFour, main: c.main },
      })),
    )
  }),

  http.post('*/consumers-v3/consumer/payment_instruments', async ({ request }) => {
    const consumerNo = consumerOf(request)
    const body = (await readJson(request)) ?? {}
    // ACCT-022: a card is saved with the CAPTCHA's token.
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
  }),
]
