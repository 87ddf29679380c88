import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { flowErrorMessage, type ErrorFlow } from '#app/models/errors.ts'
import { removeItem, updateItem } from '#app/services/cart.server.ts'
import { addToCart, rememberCart } from '#app/services/shopper-cart.server.ts'
import { redirectWithToast, safeRedirect } from '#app/utils/redirect.server.ts'
import { CartActionSchema } from '#app/validation/cart-intents.ts'

/** Message for a failed cart call in its flow: max quantity (ERR-115), gift items (ERR-116), removal (ERR-130). */
function cartErrorMessage(error: unknown, flow: ErrorFlow): string {
  if (!isApiError(error)) throw error
  const max = Number(error.details.maxAllowedQty)
  return flowErrorMessage(error.errorId, flow, {
    serverMessage: error.message,
    maxAllowedQty: Number.isFinite(max) ? max : undefined,
  })
}

/**
 * The one cart action: add (from product pages), quantity update and removal. Each intent is a plain
 * form post that ends in a 303 back to where the shopper was, with a toast.
 */
export async function cartAction(request: Request, shopper: Shopper, t: TFunction) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: CartActionSchema })
  const cartPath = `/${shopper.locale.locale}/cart`
  if (submission.status !== 'success') {
    const back = safeRedirect(formData.get('redirectTo'), cartPath)
    const first = Object.values(submission.error ?? {}).flat()[0]
    if (formData.get('intent') === 'add-to-cart' && first) {
      return redirectWithToast(back, { type: 'error', title: first })
    }
    return data({ result: submission.reply() }, { status: 400 })
  }
  const value = submission.value

  switch (value.intent) {
    case 'add-to-cart': {
      const back = safeRedirect(value.redirectTo, cartPath)
      try {
        await addToCart(shopper, [
          { productId: value.productId, upc: value.upc, qty: value.qty, pdpUrl: back },
        ])
      } catch (error) {
        return redirectWithToast(back, { type: 'error', title: cartErrorMessage(error, 'add-to-cart') })
      }
      return redirectWithToast(back, {
        type: 'success',
        title: t('cart.successfullyAddedToCart'),
        link: { href: cartPath, label: t('cart.viewCart') },
      })
    }
    case 'update-quantity': {
      const basketId = shopper.session.get('basketId')
      if (!basketId) return redirectWithToast(cartPath, { type: 'error', title: t('cart.expired') })
      try {
        const { intent: _intent, ...item } = value
        const cart =
          value.qty === 0
            ? await removeItem(shopper.api, basketId, { itemId: value.itemId, upc: value.upc })
            : await updateItem(shopper.api, basketId, item)
        rememberCart(shopper, cart)
      } catch (error) {
        return redirectWithToast(cartPath, {
          type: 'error',
          title: cartErrorMessage(error, 'update-quantity'),
        })
      }
      return redirectWithToast(cartPath, { type: 'success', title: t('cart.cartItemQuantityEdited') })
    }
    case 'remove-item': {
      const basketId = shopper.session.get('basketId')
      if (!basketId) return redirectWithToast(cartPath, { type: 'error', title: t('cart.expired') })
      try {
        rememberCart(shopper, await removeItem(shopper.api, basketId, value))
      } catch (error) {
        // ERR-130: the spec's wording, whatever the upstream said.
        return redirectWithToast(cartPath, { type: 'error', title: cartErrorMessage(error, 'remove-item') })
      }
      return redirectWithToast(cartPath, { type: 'info', title: t('cart.itemRemoved') })
    }
  }
}
