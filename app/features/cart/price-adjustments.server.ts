import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { errorMessage, lookupError } from '#app/models/errors.ts'
import { isConnectedAssociate } from '#app/models/price-adjustments.ts'
import {
  addPriceAdjustment,
  removePriceAdjustment,
  updatePriceAdjustment,
} from '#app/services/cart.server.ts'
import { changeWholeCart, loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { isInvalidCustomer } from '#app/features/cart/cart-session.server.ts'
import { redirectWithToast } from '#app/utils/redirect.server.ts'
import type { AdjustPriceSchema, RemovePriceAdjustmentSchema } from '#app/validation/cart-intents.ts'
import type { z } from 'zod'
import type { AdjustError } from './views.ts'
import * as paths from '#app/models/paths.ts'

/** The intents only a connected associate may post. */
export const ASSOCIATE_INTENTS = new Set(['adjust-price', 'remove-price-adjustment'])

/** The refusal of an associate intent posted without the buy-in-store context (403). */
export function associateOnly(shopper: Shopper, itemId: string, t: TFunction) {
  if (isConnectedAssociate(shopper.session.get('store'))) return null
  const adjustError: AdjustError = { itemId, message: t('cart:adjust.notAllowed') }
  return data({ adjustError }, { status: 403 })
}

/**
 * CART-027..CART-029: an associate's price change on a line. A line with an adjustment has it changed
 * (PATCH), otherwise one is added (POST, with the associate's employee id); removal is a DELETE.
 */
export async function priceAdjustmentAction(
  shopper: Shopper,
  value: z.infer<typeof AdjustPriceSchema> | z.infer<typeof RemovePriceAdjustmentSchema>,
  t: TFunction,
) {
  const cartPath = paths.cartPath(shopper.locale.locale)
  const store = shopper.session.get('store')
  if (!isConnectedAssociate(store)) return associateOnly(shopper, value.itemId, t)!
  try {
    if (value.intent === 'remove-price-adjustment') {
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
      return redirectWithToast(cartPath, { type: 'error', title: lookupError('INVALID_CUSTOMER')!.message })
    }
    if (!isApiError(error)) throw error
    const adjustError: AdjustError = {
      itemId: value.itemId,
      message: errorMessage(error.errorId, error.message),
    }
    return data({ adjustError }, { status: error.status >= 400 && error.status < 500 ? error.status : 502 })
  }
  return redirectWithToast(cartPath, {
    type: 'success',
    title: t(value.intent === 'adjust-price' ? 'cart:adjust.saved' : 'cart:adjust.removed'),
  })
}
