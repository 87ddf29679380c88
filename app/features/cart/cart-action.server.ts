import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import type { Cart } from '#app/models/cart.ts'
import { dismissPromotion } from '#app/models/approaching-promotions.ts'
import {
  errorDisplay,
  errorMessage,
  fieldError,
  flowErrorMessage,
  lookupError,
  type ErrorFlow,
} from '#app/models/errors.ts'
import { applyCoupon, removeCoupon } from '#app/services/cart.server.ts'
import {
  addToCart,
  changeWholeCart,
  removeCartItem,
  updateCartItem,
} from '#app/features/cart/shopper-cart.server.ts'
import { isInvalidCustomer } from '#app/features/cart/cart-session.server.ts'
import { isEnhancedPost } from '#app/utils/enhanced-post.server.ts'
import { redirectWithToast, safeRedirect } from '#app/utils/redirect.server.ts'
import { CartActionSchema } from '#app/validation/cart-intents.ts'
import {
  ASSOCIATE_INTENTS,
  associateOnly,
  priceAdjustmentAction,
} from '#app/features/cart/price-adjustments.server.ts'
import type { AdjustError, CartLineError, MiniCartView } from './views.ts'
import * as paths from '#app/models/paths.ts'

/** Message for a failed cart call in its flow: max quantity (ERR-115), gift items (ERR-116), removal (ERR-130). */
export function cartErrorMessage(error: unknown, flow: ErrorFlow): string {
  if (!isApiError(error)) throw error
  const max = Number(error.details.maxAllowedQty)
  return flowErrorMessage(error.errorId, flow, {
    serverMessage: error.message,
    maxAllowedQty: Number.isFinite(max) ? max : undefined,
  })
}

export function miniCartView(cart: Cart, upc: string, message: string): MiniCartView {
  const line = cart.items.find((item) => item.upc === upc)
  return {
    message,
    currency: cart.currency,
    totalItems: cart.totalItems,
    subtotal: cart.totals.itemTotal,
    item: line
      ? {
          name: line.name,
          image: line.productImageURL,
          variants: line.variants,
          qty: line.qty,
          price: line.price.rowTotal ?? line.price.amount * line.qty,
        }
      : null,
  }
}

function lineError(error: unknown, intent: CartLineError['intent'], itemId: string) {
  const message = cartErrorMessage(error, intent)
  const place =
    isApiError(error) && intent === 'update-quantity' ? errorDisplay(error.errorId, 'cart') : 'top'
  const status = isApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502
  const body: CartLineError = { intent, itemId, message, display: place === 'item' ? 'item' : 'top' }
  return data({ lineError: body }, { status })
}

/** The coupon error at the `code` field (ERR-072..ERR-078), or at the top when it is not a field error. */
function couponError(error: unknown, code: string, submission: { reply: (o: object) => unknown }) {
  if (!isApiError(error)) throw error
  const field = fieldError(error.errorId)
  const message = field?.message ?? errorMessage(error.errorId, error.message)
  const status = error.status >= 400 && error.status < 500 ? error.status : 502
  return data(
    {
      result: submission.reply({ fieldErrors: { code: [message] } }),
      couponCode: code,
      couponError: { message, display: field ? 'field' : 'top' },
    },
    { status },
  )
}

/**
 * The one cart action: add (from product pages), quantity update, removal, coupons and dismissing an
 * approaching promotion. Each intent is a plain form post; success ends in a 303 back to where the
 * shopper was, with a toast. An invalid customer (AUT498) has already been signed out and given a guest
 * cart by the cart service: the shopper is sent to the cart with the error toast (A11).
 */
export async function cartAction(request: Request, shopper: Shopper, t: TFunction) {
  const formData = await request.formData()
  // CART-027..CART-029: only a connected associate's posts are even read.
  const intent = formData.get('intent')
  if (typeof intent === 'string' && ASSOCIATE_INTENTS.has(intent)) {
    const refused = associateOnly(shopper, String(formData.get('itemId') ?? ''), t)
    if (refused) return refused
  }
  const submission = parseWithZod(formData, { schema: CartActionSchema })
  const cartPath = paths.cartPath(shopper.locale.locale)
  if (submission.status !== 'success') {
    if (typeof intent === 'string' && ASSOCIATE_INTENTS.has(intent)) {
      const first = Object.values(submission.error ?? {}).flat()[0] ?? t('cart:adjust.invalid')
      const adjustError: AdjustError = { itemId: String(formData.get('itemId') ?? ''), message: first }
      return data({ result: submission.reply(), adjustError }, { status: 400 })
    }
    const back = safeRedirect(formData.get('redirectTo'), cartPath)
    const first = Object.values(submission.error ?? {}).flat()[0]
    if (formData.get('intent') === 'add-to-cart' && first) {
      return redirectWithToast(back, { type: 'error', title: first })
    }
    return data({ result: submission.reply() }, { status: 400 })
  }
  const value = submission.value
  const invalidCustomer = () =>
    redirectWithToast(cartPath, { type: 'error', title: lookupError('INVALID_CUSTOMER')!.message })

  switch (value.intent) {
    case 'add-to-cart': {
      const back = safeRedirect(value.redirectTo, cartPath)
      let cart: Cart
      try {
        cart = await addToCart(shopper, [
          { productId: value.productId, upc: value.upc, qty: value.qty, pdpUrl: back },
        ])
      } catch (error) {
        if (isInvalidCustomer(error)) return invalidCustomer()
        return redirectWithToast(back, { type: 'error', title: cartErrorMessage(error, 'add-to-cart') })
      }
      if (isEnhancedPost(formData)) {
        return { miniCart: miniCartView(cart, value.upc, t('cart.successfullyAddedToCart')) }
      }
      return redirectWithToast(back, {
        type: 'success',
        title: t('cart.successfullyAddedToCart'),
        link: { href: cartPath, label: t('cart.viewCart') },
      })
    }
    case 'update-quantity': {
      const { intent: _intent, ...item } = value
      try {
        await updateCartItem(shopper, item)
      } catch (error) {
        if (isInvalidCustomer(error)) return invalidCustomer()
        return lineError(error, 'update-quantity', value.itemId)
      }
      return redirectWithToast(cartPath, {
        type: 'success',
        title: value.qty === 0 ? t('cart.itemRemoved') : t('cart.cartItemQuantityEdited'),
      })
    }
    case 'remove-item': {
      try {
        await removeCartItem(shopper, value)
      } catch (error) {
        if (isInvalidCustomer(error)) return invalidCustomer()
        // ERR-130: the spec's wording in a toast, whatever the upstream said.
        return redirectWithToast(cartPath, { type: 'error', title: cartErrorMessage(error, 'remove-item') })
      }
      return redirectWithToast(cartPath, { type: 'info', title: t('cart.itemRemoved') })
    }
    case 'apply-coupon': {
      try {
        await changeWholeCart(shopper, (basketId) => applyCoupon(shopper.api, basketId, value.code))
      } catch (error) {
        if (isInvalidCustomer(error)) return invalidCustomer()
        return couponError(error, value.code, submission)
      }
      return redirectWithToast(cartPath, {
        type: 'success',
        title: t('cart:couponApplied', { code: value.code }),
      })
    }
    case 'remove-coupon': {
      try {
        await changeWholeCart(shopper, (basketId) => removeCoupon(shopper.api, basketId, value.code))
      } catch (error) {
        if (isInvalidCustomer(error)) return invalidCustomer()
        return couponError(error, value.code, submission)
      }
      return redirectWithToast(cartPath, {
        type: 'info',
        title: t('cart:couponRemoved', { code: value.code }),
      })
    }
    case 'adjust-price':
    case 'remove-price-adjustment':
      return priceAdjustmentAction(shopper, value, t)
    case 'dismiss-promotion': {
      shopper.session.set(
        'dismissedPromotions',
        dismissPromotion(shopper.session.get('dismissedPromotions'), value.promotionId),
      )
      return redirect(cartPath, 303)
    }
  }
}

// --- The page's data --------------------------------------------------------------------------------
