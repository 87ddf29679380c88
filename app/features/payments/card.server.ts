import { BILLING_INTENTS } from './billing-intents.ts'
import { seal, unseal } from '#app/crypto.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import type { Cart } from '#app/models/cart.ts'
import { cardSaveFailureMessage, errorMessage } from '#app/models/errors.ts'
import {
  cardToPayWith,
  hostedFieldsOutcome,
  savedCardChoices,
  type SavedCard,
} from '#app/models/saved-cards.ts'
import { createPaymentSession } from '#app/services/checkout.server.ts'
import { getSavedCards } from '#app/services/consumer-payments.server.ts'
import { getPaymentSessionResult } from '#app/services/provider.server.ts'
import {
  addSavedCardInstrument,
  deleteSavedCard,
  makeMainCard,
  saveCard,
} from '#app/services/saved-cards.server.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { redirectWithToast } from '#app/utils/redirect.server.ts'
import { PayWithCardSchema, SavedCardSchema } from '#app/validation/checkout-cards.ts'
import { sendFingerprint } from '#app/features/payments/fingerprint.server.ts'
import { checkoutPath } from '#app/models/paths.ts'
import { errorTranslator } from '#app/utils/error-text.server.ts'

/**
 * Card payment on the billing step beyond the hosted payment page: the provider's hosted fields
 * (CHK-037, with JavaScript) and a registered shopper's saved cards (ACCT-021..024), which the summary
 * pays with, also in express checkout (CHK-002).
 */

/** CHK-037: the provider's script, loaded with its pinned integrity hash. */
export function hostedFieldsScript(shopper: Shopper) {
  return { src: shopper.env.paymentProviderSdkUrl, integrity: shopper.env.PAYMENT_SDK_INTEGRITY }
}

/** What the billing step shows for card payment: the hosted fields' script, saved cards, saving. */
export async function cardPaymentView(shopper: Shopper) {
  return {
    hostedFields: hostedFieldsScript(shopper),
    savedCards: await savedCardsFor(shopper),
    canSaveCard: isSignedIn(shopper),
  }
}

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

const HOSTED_FIELDS_PURPOSE = 'hosted-fields'

/** The provider session the hosted fields were opened with for this shopper's session, if the proof holds. */
function openedBy(shopper: Shopper, proof: string): string | undefined {
  const raw = unseal(proof, shopper.env.sessionSecrets, HOSTED_FIELDS_PURPOSE)
  if (!raw) return undefined
  try {
    const { sessionId, sid } = JSON.parse(raw) as { sessionId?: unknown; sid?: unknown }
    return typeof sessionId === 'string' && sid === shopper.session.get('sid') ? sessionId : undefined
  } catch {
    return undefined
  }
}

/** Opens a provider session for the hosted fields; the billing step's script mounts them with its id. */
async function startHostedFields(shopper: Shopper, request: Request) {
  const t = errorTranslator(shopper.locale.locale)
  const returnUrl = `${new URL(request.url).origin}${checkoutPath(shopper.locale.locale, 'summary')}`
  try {
    await sendFingerprint(shopper, request)
    const { provider } = await createPaymentSession(shopper.api, returnUrl)
    // The proof that this shopper opened it travels with the page, not in the session: a post made
    // while this one runs (Pay by card, pay later) must not lose its session change to this one.
    const proof = seal(
      JSON.stringify({ sessionId: provider.sessionId, sid: shopper.session.get('sid') }),
      shopper.env.sessionSecrets,
      HOSTED_FIELDS_PURPOSE,
    )
    return { hostedFields: { sessionId: provider.sessionId, proof } }
  } catch (error) {
    if (!isApiError(error)) throw error
    return data({ hostedFields: null, error: errorMessage(error.errorId, error.message, t) }, { status: 502 })
  }
}

/**
 * ACCT-022 / ERR-131: saves the card just authorised. Never blocks the payment: a failure is told and
 * checkout goes on.
 */
async function saveAuthorisedCard(
  shopper: Shopper,
  sessionId: string,
  card: { cardType?: string; lastFour?: string; expiryMonth?: string; expiryYear?: string },
  t: TFunction,
) {
  try {
    await saveCard(shopper.api, { sessionId, card, recaptcha_response: shopper.env.CAPTCHA_TOKEN })
    return { type: 'success' as const, title: t('cards.saved', { ns: 'checkout' }) }
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ errorId: error.errorId }, 'card not saved')
    return {
      type: 'error' as const,
      title: cardSaveFailureMessage('credit-card', error.errorId, error.message, t),
    }
  }
}

/** CHK-037: the hosted fields authorised a card: pay with it if the session is this shopper's own. */
async function payWithCard(shopper: Shopper, form: FormData, t: TFunction) {
  const locale = shopper.locale.locale
  const submission = parseWithZod(form, { schema: PayWithCardSchema })
  if (submission.status !== 'success') return new Response('Bad request', { status: 400 })
  const { providerSessionId, proof, saveCard: save } = submission.value
  const opened = openedBy(shopper, proof)
  const payment =
    opened === providerSessionId ? await getPaymentSessionResult(shopper.api, providerSessionId) : undefined
  const outcome = hostedFieldsOutcome({ posted: providerSessionId, opened, status: payment?.status })
  if (outcome !== 'authorised' || !payment) {
    shopper.logger.warn({ outcome }, 'hosted fields payment refused')
    return redirectWithToast(checkoutPath(locale, 'billing'), {
      type: 'error',
      title: t('checkout.paymentNotAuthorised', { ns: 'checkout' }),
    })
  }
  shopper.session.set('paymentSessionId', providerSessionId)
  shopper.session.unset('savedCardId')
  shopper.session.set('checkoutStep', 'summary')
  const summary = checkoutPath(locale, 'summary')
  if (!save || !isSignedIn(shopper)) return redirect(summary, 303)
  return redirectWithToast(summary, await saveAuthorisedCard(shopper, providerSessionId, payment, t))
}

/**
 * The summary's offer to save the card just authorised (after the hosted page, so also without
 * JavaScript): for a signed-in shopper whose card is not saved yet.
 */
export async function saveCardOffer(
  shopper: Shopper,
  payment: { status: string; cardType?: string; lastFour?: string },
) {
  if (!isSignedIn(shopper) || payment.status !== 'authorised' || !payment.lastFour) return null
  const saved = await savedCardsFor(shopper)
  const known = saved.some((c) => c.lastFour === payment.lastFour && c.cardType === payment.cardType)
  return known ? null : { cardType: payment.cardType ?? '', lastFour: payment.lastFour }
}

/** The summary's `save-card` post (ACCT-022): saves the card of the shopper's authorised session. */
export async function saveCardAfterPayment(shopper: Shopper, t: TFunction) {
  const summary = checkoutPath(shopper.locale.locale, 'summary')
  const sessionId = shopper.session.get('paymentSessionId')
  if (!sessionId || !isSignedIn(shopper)) return redirect(summary, 303)
  const payment = await getPaymentSessionResult(shopper.api, sessionId)
  if (payment.status !== 'authorised') return redirect(summary, 303)
  return redirectWithToast(summary, await saveAuthorisedCard(shopper, sessionId, payment, t))
}

/** Pay with a saved card (the summary attaches it), make one the main card, or remove one. */
async function savedCardAction(shopper: Shopper, form: FormData, t: TFunction) {
  const locale = shopper.locale.locale
  const billing = checkoutPath(locale, 'billing')
  const submission = parseWithZod(form, { schema: SavedCardSchema })
  if (submission.status !== 'success' || !isSignedIn(shopper)) {
    return new Response('Bad request', { status: 400 })
  }
  const { intent, savedCardId } = submission.value
  const card = (await savedCardsFor(shopper)).find((c) => c.id === savedCardId)
  if (!card) {
    return redirectWithToast(billing, { type: 'error', title: t('cards.notFound', { ns: 'checkout' }) })
  }
  if (intent === BILLING_INTENTS.payWithSavedCard) {
    shopper.session.set('savedCardId', card.id)
    // The last choice pays: not a card session or pay later chosen before.
    shopper.session.unset('paymentSessionId')
    shopper.session.unset('bnplApproval')
    shopper.session.set('checkoutStep', 'summary')
    return redirect(checkoutPath(locale, 'summary'), 303)
  }
  try {
    if (intent === BILLING_INTENTS.makeMainCard) await makeMainCard(shopper.api, card.id)
    else await deleteSavedCard(shopper.api, card.id)
  } catch (error) {
    if (!isApiError(error)) throw error
    return redirectWithToast(billing, { type: 'error', title: errorMessage(error.errorId, error.message, t) })
  }
  if (intent === BILLING_INTENTS.removeSavedCard && shopper.session.get('savedCardId') === card.id) {
    shopper.session.unset('savedCardId')
  }
  const title = t(intent === BILLING_INTENTS.makeMainCard ? 'cards.madeMain' : 'cards.removed', {
    ns: 'checkout',
    last4: card.lastFour,
  })
  return redirectWithToast(billing, { type: 'success', title })
}

/** The billing step's card posts (BILLING_INTENTS): hosted fields, a typed card, saved cards. */
export async function cardPaymentAction(
  intent:
    | typeof BILLING_INTENTS.startHostedFields
    | typeof BILLING_INTENTS.payWithCard
    | typeof BILLING_INTENTS.payWithSavedCard
    | typeof BILLING_INTENTS.makeMainCard
    | typeof BILLING_INTENTS.removeSavedCard,
  form: FormData,
  request: Request,
  shopper: Shopper,
  t: TFunction,
) {
  switch (intent) {
    case BILLING_INTENTS.startHostedFields:
      return startHostedFields(shopper, request)
    case BILLING_INTENTS.payWithCard:
      return payWithCard(shopper, form, t)
    case BILLING_INTENTS.payWithSavedCard:
    case BILLING_INTENTS.makeMainCard:
    case BILLING_INTENTS.removeSavedCard:
      return savedCardAction(shopper, form, t)
  }
}
