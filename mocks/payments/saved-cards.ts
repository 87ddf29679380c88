import { http, HttpResponse } from 'msw'
import { requirePrincipal } from '../identity/auth.ts'
import { renderCart } from '../cart/cart-render.ts'
import { apiError, readJson } from '../errors.ts'
import { db, newToken, nextId, touch, type CartRecord, type SavedCardRecord } from '../state.ts'

/**
 * Saved cards as the provider keeps them: each saved card holds a reusable provider token, so a
 * registered shopper pays with it by its paymentInstrumentId, and the shop never holds a card number.
 * Also the saved card's PATCH (main flag) and its removal (000 §7 Consumer; ACCT-023, ACCT-024).
 */

type Body = Record<string, unknown>

/** A card is valid to the end of its expiry month. */
function expired(card: SavedCardRecord, now = new Date()): boolean {
  const month = Number(card.expiryMonth)
  const year = Number(card.expiryYear)
  if (!month || !year) return false
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1
}

function consumerOf(owner: string): string | undefined {
  return owner.startsWith('consumer:') ? owner.slice('consumer:'.length) : undefined
}

/**
 * What a card saved from an authorised session of this consumer keeps: a reusable token and the card's
 * expiry. A card saved without such a session has no token and cannot pay.
 */
export function tokenisedCard(consumerNo: string, body: Body): Partial<SavedCardRecord> {
  const session = typeof body.sessionId === 'string' ? db.paymentSessions.get(body.sessionId) : undefined
  if (!session || session.owner !== `consumer:${consumerNo}` || session.status !== 'authorised') return {}
  return {
    token: newToken('rtok'),
    expiryMonth: session.expiryMonth,
    expiryYear: session.expiryYear,
    // The same card paid again: its issuer still authenticates it at order time.
    ...(session.orderAuthentication ? { orderAuthentication: session.orderAuthentication } : {}),
  }
}

/** POST …/paymentInstruments with a saved card's paymentInstrumentId: its token pays for this cart. */
export function addSavedCard(request: Request, cart: CartRecord, body: Body) {
  const consumerNo = consumerOf(cart.owner)
  const saved = consumerNo
    ? db.savedCards.get(consumerNo)?.find((c) => c.paymentInstrumentId === body.paymentInstrumentId)
    : undefined
  if (!saved?.token) {
    return apiError(request, 400, 'PYT404', 'Payment instrument not found: no saved card with this id')
  }
  if (expired(saved)) return apiError(request, 400, 'FE309', 'The saved card has expired')
  // The provider authorises the stored token for this cart: a session like the hosted page's.
  const id = nextId('ps')
  const token = newToken('tok')
  db.paymentSessions.set(id, {
    id,
    owner: cart.owner,
    referer: 'about:blank',
    paymentMethodId: 'CREDIT_CARD',
    basketId: cart.id,
    status: 'authorised',
    token,
    cardType: saved.cardType,
    lastFour: saved.lastFour,
    expiryMonth: saved.expiryMonth,
    expiryYear: saved.expiryYear,
    orderAuthentication: saved.orderAuthentication,
  })
  cart.card = {
    instrumentId: nextId('pi'),
    sessionId: id,
    token,
    cardType: saved.cardType,
    lastFour: saved.lastFour,
    bin: '',
    expiryMonth: saved.expiryMonth ?? '',
    expiryYear: saved.expiryYear ?? '',
  }
  touch(cart)
  return HttpResponse.json(renderCart(cart, request))
}

/** ACCT-024: removes one of the shopper's saved cards; undefined when it is not one of theirs. */
export function removeSavedCard(request: Request, id: string) {
  const { consumerNo, cards } = ownCards(request)
  const card = cards.find((c) => c.paymentInstrumentId === id)
  if (!card) return undefined
  const left = cards.filter((c) => c !== card)
  // The main card gone, the oldest left becomes the main one.
  if (card.main && left[0]) left[0].main = true
  db.savedCards.set(consumerNo, left)
  return HttpResponse.json({ success: true })
}

function ownCards(request: Request): { consumerNo: string; cards: SavedCardRecord[] } {
  const principal = requirePrincipal(request)
  if (principal.type !== 'Registered' || !principal.consumerNo) {
    throw apiError(request, 401, 'AUT404', 'Cannot authorize: sign in first')
  }
  return { consumerNo: principal.consumerNo, cards: db.savedCards.get(principal.consumerNo) ?? [] }
}

export const handlers = [
  http.patch('*/consumers-v3/consumer/payment_instruments/:id', async ({ request, params }) => {
    const { cards } = ownCards(request)
    const card = cards.find((c) => c.paymentInstrumentId === params.id)
    if (!card) return apiError(request, 404, 'PYT404', `Payment instrument ${String(params.id)} not found`)
    const body = (await readJson(request)) ?? {}
    const main = (body.card as Body | undefined)?.main ?? body.main
    if (main === true) for (const c of cards) c.main = c === card
    return HttpResponse.json({ card: { paymentInstrumentId: card.paymentInstrumentId, main: card.main } })
  }),
]
