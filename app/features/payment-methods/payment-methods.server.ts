import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { requireSignedIn } from '#app/features/identity/index.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { appliedTenders, REWARD_METHODS } from '#app/domain/payments/athlete-rewards.ts'
import { errorMessage, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import { accountPaymentMethodsPath } from '#app/domain/paths/self-service-paths.ts'
import { savedCardChoices } from '#app/domain/payments/saved-cards.ts'
import {
  getRewardInstruments,
  getSavedCards,
  saveRewardInstrument,
  deleteSavedCard,
  makeMainCard,
} from '#app/features/payments/index.ts'
import { getProfile } from '#app/features/customers/index.server.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import {
  AddRewardSchema,
  MakeMainCardSchema,
  RemoveInstrumentSchema,
} from '#app/features/payment-methods/schemas/payment-methods.ts'
import { PAYMENT_METHOD_INTENTS } from './intents.ts'

/**
 * The payment methods page (ACCT-021…024): saved cards read by CREDIT_CARD, a member's reward codes and
 * cards by REWARD_CODE and REWARD_CARD; make a card main, add a reward, remove either. Ids are the
 * service's to scope: another shopper's is not found (PYT404) and nothing changes.
 */

function failure(error: unknown, t: ErrorTranslator) {
  if (!isApiError(error)) throw error
  return { message: errorMessage(error.errorId, error.message, t), status: error.status === 404 ? 404 : 400 }
}

/** The shopper's saved cards (main first) and, for a member, saved rewards. */
export async function loadPaymentMethods(shopper: Shopper, request: Request) {
  requireSignedIn(shopper, request)
  const [profile, cards] = await Promise.all([getProfile(shopper.api), getSavedCards(shopper.api)])
  const member = profile.isLoyaltyMember === true
  // A membership not yet confirmed has no rewards to show (REW135): the cards still show.
  const rewardLists = member
    ? await Promise.all(
        REWARD_METHODS.map((method) =>
          getRewardInstruments(shopper.api, method).catch((error: unknown) => {
            if (!isApiError(error)) throw error
            return []
          }),
        ),
      )
    : []
  const rewards = appliedTenders(rewardLists.flat())
  return { cards: savedCardChoices(cards), rewards, member }
}

/** One saved card or reward of the shopper's, or a 404 thrown as a response. */
export async function loadPaymentMethod(shopper: Shopper, request: Request, instrumentId: string) {
  const { cards, rewards } = await loadPaymentMethods(shopper, request)
  const card = cards.find((c) => c.id === instrumentId)
  const reward = rewards.find((r) => r.id === instrumentId)
  // As an unknown order is: the editors' page for a missing one, titled as every missing page is.
  if (!card && !reward) return throwNotFound(shopper)
  return { card, reward }
}

export async function paymentMethodsAction(request: Request, shopper: Shopper, t: TFunction) {
  requireSignedIn(shopper, request)
  const form = await request.formData()
  const intent = readIntent(form, [PAYMENT_METHOD_INTENTS.makeMainCard, PAYMENT_METHOD_INTENTS.addReward])
  const done = (title: string) =>
    redirectWithToast(accountPaymentMethodsPath(shopper.locale.locale), { type: 'success', title })
  switch (intent) {
    case PAYMENT_METHOD_INTENTS.makeMainCard: {
      const submission = parseWithZod(form, { schema: MakeMainCardSchema })
      if (submission.status !== 'success') return badRequest('Missing card')
      try {
        await makeMainCard(shopper.api, submission.value.instrumentId)
      } catch (error) {
        const { message, status } = failure(error, t)
        // Apart from the reward form's `result`: this error shows above the cards.
        return data({ cardResult: submission.reply({ formErrors: [message] }) }, { status })
      }
      return done(t('paymentMethods.madeMain', { ns: 'addressBook' }))
    }
    case PAYMENT_METHOD_INTENTS.addReward: {
      const submission = parseWithZod(form, { schema: AddRewardSchema })
      if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
      try {
        await saveRewardInstrument(shopper.api, {
          method: submission.value.method,
          code: submission.value.code,
          recaptcha_response: shopper.env.CAPTCHA_TOKEN,
        })
      } catch (error) {
        const { message, status } = failure(error, t)
        return data({ result: submission.reply({ fieldErrors: { code: [message] } }) }, { status })
      }
      return done(t('paymentMethods.rewardAdded', { ns: 'addressBook' }))
    }
    default:
      return badRequest()
  }
}

/** ACCT-024: the confirmed removal of a saved card or reward; on failure it stays, the error shown. */
export async function removePaymentMethodAction(
  request: Request,
  shopper: Shopper,
  t: TFunction,
  instrumentId: string,
) {
  requireSignedIn(shopper, request)
  const form = await request.formData()
  if (readIntent(form, [PAYMENT_METHOD_INTENTS.removeInstrument]) === null) return badRequest()
  const submission = parseWithZod(form, { schema: RemoveInstrumentSchema })
  try {
    await deleteSavedCard(shopper.api, instrumentId)
  } catch (error) {
    const { message, status } = failure(error, t)
    return data({ result: submission.reply({ formErrors: [message] }) }, { status })
  }
  return redirectWithToast(accountPaymentMethodsPath(shopper.locale.locale), {
    type: 'success',
    title: t('paymentMethods.removed', { ns: 'addressBook' }),
  })
}
