import { seal, unseal } from '#app/platform/security/crypto.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { cardSaveFailureMessage, errorMessage } from '#app/domain/errors/errors.ts'
import { hostedFieldsOutcome } from '#app/domain/payments/saved-cards.ts'
import { basketIdOf, createPaymentSession } from '#app/features/cart/index.server.ts'
import { getPaymentSessionResult } from '#app/features/payments/api/provider.server.ts'
import { saveCard } from '#app/features/payments/api/saved-cards.server.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'
import { captchaResponse } from '#app/domain/identity/captcha.ts'
import { errorTranslator } from '#app/error-text.server.ts'
import { sendFingerprint } from '../fingerprint.server.ts'
import type { MethodContext, OfferContext } from '../method-context.server.ts'
import { savedCardsFor } from '../saved-card/saved-card.server.ts'
import { CARD_INTENTS } from './intents.ts'
import { CARD_SESSION_INTENT, type HostedFieldsStart } from './hosted-fields.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { PayWithCardSchema } from './schema.ts'

/**
 * Card payment on the billing step (CREDIT_CARD): the provider's hosted payment page (decision 003, works
 * without JavaScript) and its hosted fields (CHK-037, with JavaScript); saving the card just authorised
 * (ACCT-022). The summary pays with the card session; a registered shopper's saved cards are
 * ../saved-card/.
 */

/** CHK-037: the provider's script, loaded with its pinned integrity hash. */
function hostedFieldsScript(shopper: Shopper) {
  return { src: shopper.env.paymentProviderSdkUrl, integrity: shopper.env.PAYMENT_SDK_INTEGRITY }
}

/**
 * What the billing step shows for card payment: the hosted fields' script, saving, and the saved cards
 * (../saved-card/view.tsx lists them from here).
 */
export async function cardOffer({ shopper }: OfferContext) {
  return {
    card: {
      hostedFields: hostedFieldsScript(shopper),
      savedCards: await savedCardsFor(shopper),
      canSaveCard: isSignedIn(shopper),
    },
  }
}

/**
 * Card payment goes through the provider's hosted payment page: the storefront never sees a card
 * number. This post opens a provider session and sends the shopper there; the provider sends them
 * back to the summary step.
 */
async function startCardPayment(shopper: Shopper, request: Request) {
  const t = errorTranslator(shopper.locale.locale)
  const locale = shopper.locale.locale
  const returnUrl = `${new URL(request.url).origin}${checkoutPath(locale, 'summary')}`
  try {
    await sendFingerprint(shopper, request)
    const { provider } = await createPaymentSession(shopper.api, returnUrl)
    if (new URL(provider.redirectUrl).origin !== new URL(shopper.env.paymentProviderUrl).origin) {
      throw new Error(`Payment page outside the configured provider: ${provider.redirectUrl}`)
    }
    shopper.session.set('paymentSessionId', provider.sessionId)
    shopper.session.set('checkoutStep', 'summary')
    return redirect(provider.redirectUrl, 303)
  } catch (error) {
    if (!isApiError(error)) throw error
    return redirectWithToast(checkoutPath(locale, 'billing'), {
      type: 'error',
      title: errorMessage(error.errorId, error.message, t),
    })
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

/**
 * Opens a provider session for the hosted fields; the billing step's script mounts them with its id.
 * Answers the body and its status.
 */
async function startHostedFields(shopper: Shopper, request: Request): Promise<[HostedFieldsStart, number]> {
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
    return [{ hostedFields: { sessionId: provider.sessionId, proof } }, 200]
  } catch (error) {
    if (!isApiError(error)) throw error
    return [{ hostedFields: null, error: errorMessage(error.errorId, error.message, t) }, 502]
  }
}

/**
 * CHK-037: the card session's address (`checkoutPath(locale, 'card-session')`), which the billing
 * step's script posts to with a plain request, not through the router. A router post that ends while
 * another of the step's posts is loading its page (a gift card applied as the page opens) would end
 * that post's navigation with the page as it was, so the card applied and its message never showed.
 * Answers JSON; a post without the intent, 400; a session without a cart to pay for opens nothing (409).
 */
export async function cardSessionAction(request: Request, shopper: Shopper) {
  const form = await request.formData()
  if (!isIntent(form, CARD_SESSION_INTENT))
    return Response.json({ refused: 'Unknown intent' }, { status: 400 })
  if (!basketIdOf(shopper.session)) return Response.json({ hostedFields: null }, { status: 409 })
  const [body, status] = await startHostedFields(shopper, request)
  return Response.json(body, { status })
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
  captcha: string = shopper.env.CAPTCHA_TOKEN,
) {
  try {
    await saveCard(shopper.api, { sessionId, card, recaptcha_response: captcha })
    return { type: 'success' as const, title: t('cards.saved', { ns: 'tenders' }) }
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
  if (submission.status !== 'success') return badRequest('Not a card payment')
  const { providerSessionId, proof, saveCard: save } = submission.value
  const opened = openedBy(shopper, proof)
  const payment =
    opened === providerSessionId ? await getPaymentSessionResult(shopper.api, providerSessionId) : undefined
  const outcome = hostedFieldsOutcome({ posted: providerSessionId, opened, status: payment?.status })
  if (outcome !== 'authorised' || !payment) {
    shopper.logger.warn({ outcome }, 'hosted fields payment refused')
    return redirectWithToast(checkoutPath(locale, 'billing'), {
      type: 'error',
      title: t('cards.notAuthorised', { ns: 'tenders' }),
    })
  }
  shopper.session.set('paymentSessionId', providerSessionId)
  shopper.session.unset('savedCardId')
  shopper.session.set('checkoutStep', 'summary')
  const summary = checkoutPath(locale, 'summary')
  if (!save || !isSignedIn(shopper)) return redirect(summary, 303)
  const captcha = captchaResponse(form, shopper.env.CAPTCHA_TOKEN)
  return redirectWithToast(summary, await saveAuthorisedCard(shopper, providerSessionId, payment, t, captcha))
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

/**
 * The summary's `save-card` post (ACCT-022): saves the card of the shopper's authorised session, with
 * the form's captcha token (PLAT-026).
 */
export async function saveCardAfterPayment(shopper: Shopper, t: TFunction, captcha: string) {
  const summary = checkoutPath(shopper.locale.locale, 'summary')
  const sessionId = shopper.session.get('paymentSessionId')
  if (!sessionId || !isSignedIn(shopper)) return redirect(summary, 303)
  const payment = await getPaymentSessionResult(shopper.api, sessionId)
  if (payment.status !== 'authorised') return redirect(summary, 303)
  return redirectWithToast(summary, await saveAuthorisedCard(shopper, sessionId, payment, t, captcha))
}

/** The billing step's card posts (CARD_INTENTS): the hosted payment page, the hosted fields. */
export async function cardAction(
  intent: (typeof CARD_INTENTS)[keyof typeof CARD_INTENTS],
  { form, request, shopper, t }: MethodContext,
) {
  switch (intent) {
    case CARD_INTENTS.startCardPayment:
      return startCardPayment(shopper, request)
    case CARD_INTENTS.payWithCard:
      return payWithCard(shopper, form, t)
  }
}
