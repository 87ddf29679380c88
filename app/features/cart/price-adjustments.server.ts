import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { connectedAssociate } from '#app/features/in-store/index.server.ts'
import {
  addPriceAdjustment,
  removePriceAdjustment,
  updatePriceAdjustment,
} from '#app/features/cart/api/cart.server.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { changeWholeCart, isInvalidCustomer } from '#app/features/cart/cart-session.server.ts'
import { invalidReply, refuse } from '#app/form-reply.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { AdjustPriceSchema, RemovePriceAdjustmentSchema } from '#app/features/cart/schemas/cart-intents.ts'
import { PRICE_ADJUSTMENT_INTENTS, type PriceAdjustmentIntent } from './intents.ts'
import type { AdjustField } from './views.ts'
import * as paths from '#app/domain/paths/paths.ts'

/** The refusal of a line's adjustment form: the message at that line's form (CART-027..CART-029). */
function adjustRefused(intent: PriceAdjustmentIntent, itemId: string, message: string, status: number) {
  return refuse<AdjustField>({ intent, target: itemId, errors: { form: message }, values: {} }, status)
}

/**
 * CART-027..CART-029: an associate's price change on a line. Only a connected associate's post, within
 * the shift, is even read (anyone else: 403 with the message at the line's form). A line with an adjustment has it changed (PATCH), otherwise one is
 * added (POST, with the associate's employee id); removal is a DELETE.
 */
export async function priceAdjustmentAction(
  intent: PriceAdjustmentIntent,
  shopper: Shopper,
  form: FormData,
  t: TFunction,
) {
  const cartPath = paths.cartPath(shopper.locale.locale)
  const itemId = String(form.get('itemId') ?? '')
  // Only a live context counts: one past its shift, or gone with a sign-out, adjusts nothing.
  const store = connectedAssociate(shopper)
  if (!store) return adjustRefused(intent, itemId, t('cart:adjust.notAllowed'), 403)
  const submission =
    intent === PRICE_ADJUSTMENT_INTENTS.adjustPrice
      ? parseWithZod(form, { schema: AdjustPriceSchema })
      : parseWithZod(form, { schema: RemovePriceAdjustmentSchema })
  if (submission.status !== 'success') {
    const reply = invalidReply<AdjustField>(t, form, submission.error, {
      intent,
      target: itemId,
      keep: ['type', 'value', 'reason'],
    })
    if (!Object.keys(reply.errors).length) reply.errors.form = t('cart:adjust.invalid')
    return refuse(reply)
  }
  const value = submission.value
  try {
    if (value.intent === PRICE_ADJUSTMENT_INTENTS.removePriceAdjustment) {
      await changeWholeCart(shopper, (basketId) =>
        removePriceAdjustment(shopper.api, basketId, value.adjustmentId),
      )
    } else {
      const cart = await loadCart(shopper)
      const existing = cart?.priceAdjustments.find((a) => a.itemId === value.itemId)
      const change = {
        type: value.type,
        value: value.value,
        reason: value.reason,
        storeEmployeeId: store.storeEmployeeId,
      }
      await changeWholeCart(shopper, (basketId) =>
        existing
          ? updatePriceAdjustment(shopper.api, basketId, existing.id, change)
          : addPriceAdjustment(shopper.api, basketId, { itemId: value.itemId, ...change }),
      )
    }
  } catch (error) {
    if (isInvalidCustomer(error)) {
      return redirectWithToast(cartPath, {
        type: 'error',
        title: errorMessage('INVALID_CUSTOMER', undefined, t),
      })
    }
    if (!isApiError(error)) throw error
    return adjustRefused(intent, value.itemId, errorMessage(error.errorId, error.message, t), error.status)
  }
  return redirectWithToast(cartPath, {
    type: 'success',
    title: t(intent === PRICE_ADJUSTMENT_INTENTS.adjustPrice ? 'cart:adjust.saved' : 'cart:adjust.removed'),
  })
}
