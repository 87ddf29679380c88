import { badRequest } from '#app/platform/http/intent.server.ts'
import type { Shopper } from '#app/context.server.ts'
import { redirect } from 'react-router'
import { parseWithZod } from '@conform-to/zod/v4'
import { isApiError } from '#app/domain/errors/api-error.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { cardToPayWith, savedCardChoices, type SavedCard } from '#app/domain/payments/saved-cards.ts'
import { getSavedCards } from '#app/features/payments/api/consumer-payments.server.ts'
import {
  addSavedCardInstrument,
  deleteSavedCard,
  makeMainCard,
} from '#app/features/payments/api/saved-cards.server.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import type { MethodContext } from '../method-context.server.ts'
import { SAVED_CARD_INTENTS } from './intents.ts'
import { SavedCardSchema } from './schema.ts'

/**
 * A registered shopper's saved cards (CREDIT_CARD, ACCT-021..024): chosen on billing, the summary pays
 * with one, also in express checkout (CHK-002) with the default card.
 */

/** ACCT-021: a signed-in shopper's saved cards; none for guests, or when they cannot be read. */
export async function savedCardsFor(shopper: Shopper): Promise<SavedCard[]> {
  if (!isSignedIn(shopper)) return []
  try {
    return savedCardChoices(await getSavedCards(shopper.api))
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ errorId: error.errorId }, 'saved cards not read')
    return []
  }
}

/**
 * The saved card the summary pays with: the one chosen on billing, else in express checkout the
 * default card. Only for what gift cards leave to pay.
 */
export async function savedCardPayment(shopper: Shopper, cart: Cart): Promise<SavedCard | undefined> {
  if ((cart.totals.remainingToPay ?? cart.totals.total) <= 0) return undefined
  const chosen = shopper.session.get('savedCardId')
  const express = shopper.env.EXPRESS_CHECKOUT_ENABLED
  if (!chosen && !express) return undefined
  return cardToPayWith(await savedCardsFor(shopper), chosen, express)
}

/**
 * At place order, with no provider session: the saved card becomes the cart's card instrument and
 * the provider pays with the token it keeps for it. Undefined when no saved card pays.
 */
export async function attachSavedCard(shopper: Shopper, basketId: string, cart: Cart) {
  const card = await savedCardPayment(shopper, cart)
  if (!card) return undefined
  const paid = await addSavedCardInstrument(shopper.api, basketId, card.id)
  const instrument = paid.paymentInstruments.find((p) => p.payment_method_id === 'CREDIT_CARD')
  return {
    paid,
    paymentMethod: {
      code: 'CREDIT_CARD',
      additionalData: { paymentInstrumentId: instrument?.payment_instrument_id, cardType: card.cardType },
    },
  }
}

/**
 * The billing step's saved card posts (SAVED_CARD_INTENTS): pay with a saved card (the summary attaches
 * it), make one the main card, or remove one.
 */
export async function savedCardAction(
  _intent: (typeof SAVED_CARD_INTENTS)[keyof typeof SAVED_CARD_INTENTS],
  { form, shopper, t }: MethodContext,
) {
  const locale = shopper.locale.locale
  const billing = checkoutPath(locale, 'billing')
  const submission = parseWithZod(form, { schema: SavedCardSchema })
  if (submission.status !== 'success' || !isSignedIn(shopper)) return badRequest('Not a saved card')
  const { intent, savedCardId } = submission.value
  const card = (await savedCardsFor(shopper)).find((c) => c.id === savedCardId)
  if (!card) {
    return redirectWithToast(billing, { type: 'error', title: t('cards.notFound', { ns: 'tenders' }) })
  }
  if (intent === SAVED_CARD_INTENTS.payWithSavedCard) {
    shopper.session.set('savedCardId', card.id)
    // The last choice pays: not a card session or pay later chosen before.
    shopper.session.unset('paymentSessionId')
    shopper.session.unset('bnplApproval')
    shopper.session.set('checkoutStep', 'summary')
    return redirect(checkoutPath(locale, 'summary'), 303)
  }
  try {
    if (intent === SAVED_CARD_INTENTS.makeMainCard) await makeMainCard(shopper.api, card.id)
    else await deleteSavedCard(shopper.api, card.id)
  } catch (error) {
    if (!isApiError(error)) throw error
    return redirectWithToast(billing, { type: 'error', title: errorMessage(error.errorId, error.message, t) })
  }
  if (intent === SAVED_CARD_INTENTS.removeSavedCard && shopper.session.get('savedCardId') === card.id) {
    shopper.session.unset('savedCardId')
  }
  const title = t(intent === SAVED_CARD_INTENTS.makeMainCard ? 'cards.madeMain' : 'cards.removed', {
    ns: 'tenders',
    last4: card.lastFour,
  })
  return redirectWithToast(billing, { type: 'success', title })
}
