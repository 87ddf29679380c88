import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import { placeOrderAction } from '#app/features/checkout/summary.server.ts'
import { SUMMARY_INTENT_NAMES, SUMMARY_INTENTS } from '#app/features/checkout/intents.ts'
import { restartPayment, saveCardAfterPayment } from '#app/features/payments/index.ts'
import { captchaResponse } from '#app/domain/identity/captcha.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'

/**
 * The summary's posts, every one of them listed in SUMMARY_INTENTS (features/checkout/intents.ts):
 * place the order, save the card just paid with, or choose a payment again after a failed
 * authentication. Any other intent is refused with 400.
 */
export async function summaryAction(request: Request, shopper: Shopper, t: TFunction) {
  const form = await request.formData()
  switch (readIntent(form, SUMMARY_INTENT_NAMES)) {
    case SUMMARY_INTENTS.placeOrder: {
      const key = form.get('idempotencyKey')
      return placeOrderAction(
        shopper,
        {
          key: typeof key === 'string' ? key : '',
          captcha: captchaResponse(form, shopper.env.CAPTCHA_TOKEN),
        },
        {
          origin: new URL(request.url).origin,
          // CHK-033: the hydrated page opens the bank's challenge in its dialog.
          enhanced: isEnhancedPost(form),
        },
        t,
      )
    }
    case SUMMARY_INTENTS.saveCard:
      return saveCardAfterPayment(shopper, t, captchaResponse(form, shopper.env.CAPTCHA_TOKEN))
    case SUMMARY_INTENTS.restartPayment:
      return restartPayment(shopper)
    default:
      return badRequest()
  }
}
