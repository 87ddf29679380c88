import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { requireSignedIn } from '#app/features/identity/index.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { captchaResponse } from '#app/domain/identity/captcha.ts'
import { cardSaveFailureMessage, errorMessage } from '#app/domain/errors/errors.ts'
import {
  accountPaymentMethodNewPath,
  accountPaymentMethodsPath,
} from '#app/domain/paths/self-service-paths.ts'
import { createPaymentSession } from '#app/features/cart/index.server.ts'
import { getPaymentSessionResult, saveCard } from '#app/features/payments/index.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { ADD_CARD_INTENTS } from './intents.ts'
import { errorTranslator } from '#app/error-text.server.ts'

/**
 * Adding a card from the account (ACCT-022, decision 036). The card is typed on the provider's hosted
 * page only, never here: a post opens a verification session (it pays for nothing) and sends the
 * shopper there; the page comes back with the session's id, shows the verified card, and a second post
 * saves it. Only the session this shopper opened is read or saved: its id is kept in their session.
 */

export type AddCardState =
  | { step: 'start' }
  | { step: 'verified'; cardType: string; lastFour: string }
  | { step: 'refused' | 'cancelled' | 'expired' }

/** What the page shows: the start, or the outcome of the provider's page for this shopper's session. */
export async function addCardPage(shopper: Shopper, request: Request): Promise<AddCardState> {
  requireSignedIn(shopper, request)
  const url = new URL(request.url)
  const returned = url.searchParams.get('paymentSession')
  if (!returned) return { step: 'start' }
  if (returned !== shopper.session.get('addCardSession')) return { step: 'expired' }
  if (url.searchParams.get('status') === 'cancelled') return { step: 'cancelled' }
  try {
    const result = await getPaymentSessionResult(shopper.api, returned)
    if (result.status === 'authorised' && result.lastFour)
      return { step: 'verified', cardType: result.cardType ?? 'CARD', lastFour: result.lastFour }
    return { step: 'refused' }
  } catch (error) {
    if (!isApiError(error)) throw error
    return { step: 'expired' }
  }
}

export async function addCardAction(request: Request, shopper: Shopper, t: TFunction) {
  requireSignedIn(shopper, request)
  const form = await request.formData()
  switch (readIntent(form, Object.values(ADD_CARD_INTENTS))) {
    case ADD_CARD_INTENTS.startAddCard:
      return startVerification(shopper, request)
    case ADD_CARD_INTENTS.saveAddedCard:
      return saveVerifiedCard(shopper, t, captchaResponse(form, shopper.env.CAPTCHA_TOKEN))
    default:
      return badRequest()
  }
}

async function startVerification(shopper: Shopper, request: Request) {
  const t = errorTranslator(shopper.locale.locale)
  const locale = shopper.locale.locale
  const back = `${new URL(request.url).origin}${accountPaymentMethodNewPath(locale)}`
  try {
    const { provider } = await createPaymentSession(shopper.api, back, { verify: true })
    // The provider's own page, on its own origin (the configured one, nowhere else): where cards are typed.
    if (new URL(provider.redirectUrl).origin !== new URL(shopper.env.paymentProviderUrl).origin) {
      throw new Error(`Payment page outside the configured provider: ${provider.redirectUrl}`)
    }
    shopper.session.set('addCardSession', provider.sessionId)
    return redirect(provider.redirectUrl, 303)
  } catch (error) {
    if (!isApiError(error)) throw error
    return data({ error: errorMessage(error.errorId, error.message, t) }, { status: 502 })
  }
}

async function saveVerifiedCard(shopper: Shopper, t: TFunction, captcha: string) {
  const locale = shopper.locale.locale
  const sessionId = shopper.session.get('addCardSession')
  if (!sessionId) return redirect(accountPaymentMethodNewPath(locale), 303)
  const result = await getPaymentSessionResult(shopper.api, sessionId).catch((error: unknown) => {
    if (!isApiError(error)) throw error
    return null
  })
  if (result?.status !== 'authorised' || !result.lastFour) {
    return redirect(accountPaymentMethodNewPath(locale, { paymentSession: sessionId }), 303)
  }
  // One save per verification: a second post (a double click, a reload) finds no session.
  shopper.session.unset('addCardSession')
  try {
    await saveCard(shopper.api, {
      sessionId,
      card: {
        cardType: result.cardType,
        lastFour: result.lastFour,
        expiryMonth: result.expiryMonth,
        expiryYear: result.expiryYear,
      },
      recaptcha_response: captcha,
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    return redirectWithToast(accountPaymentMethodsPath(locale), {
      type: 'error',
      title: cardSaveFailureMessage('credit-card', error.errorId, error.message, t),
    })
  }
  return redirectWithToast(accountPaymentMethodsPath(locale), {
    type: 'success',
    title: t('paymentMethods.cardAdded', { ns: 'addressBook' }),
  })
}
