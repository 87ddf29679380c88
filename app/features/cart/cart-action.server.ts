import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { validationText } from '#app/i18next.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import { addToCartEvent } from '#app/domain/tracking/analytics-events.ts'
import { dismissPromotion } from '#app/domain/money/approaching-promotions.ts'
import {
  errorDisplay,
  errorMessage,
  fieldError,
  flowErrorMessage,
  type ErrorFlow,
  type ErrorTranslator,
} from '#app/domain/errors/errors.ts'
import { applyCoupon, removeCoupon } from '#app/features/cart/api/cart.server.ts'
import { addToCart, removeCartItem, updateCartItem } from '#app/features/cart/shopper-cart.server.ts'
import { changeWholeCart, isInvalidCustomer } from '#app/features/cart/cart-session.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { refuse, invalidReply } from '#app/form-reply.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { answeredInPlace } from '#app/domain/page/enhanced-post.ts'
import {
  AddToCartSchema,
  ApplyCouponSchema,
  DismissPromotionSchema,
  RemoveCouponSchema,
  RemoveItemSchema,
  UpdateQuantitySchema,
} from '#app/features/cart/schemas/cart-intents.ts'
import { priceAdjustmentAction } from '#app/features/cart/price-adjustments.server.ts'
import { CART_INTENT_NAMES, CART_INTENTS, type CouponIntent, type LineChangeIntent } from './intents.ts'
import type { CartLineField, CouponField, MiniCartView } from './views.ts'
import * as paths from '#app/domain/paths/paths.ts'
import { errorTranslator } from '#app/error-text.server.ts'
import { shownAttributes } from '#app/domain/cart/line-attributes.ts'

/** Message for a failed cart call in its flow: max quantity (ERR-115), gift items (ERR-116), removal (ERR-130). */
export function cartErrorMessage(error: unknown, flow: ErrorFlow, t: ErrorTranslator): string {
  if (!isApiError(error)) throw error
  const max = Number(error.details.maxAllowedQty)
  return flowErrorMessage(error.errorId, flow, {
    t,
    serverMessage: error.message,
    maxAllowedQty: Number.isFinite(max) ? max : undefined,
  })
}

/** The mini cart after an add of `qty` of `upc`, with the add_to_cart event it pushes (decision 042). */
export function miniCartView(cart: Cart, upc: string, message: string, qty: number): MiniCartView {
  // The line just added: the last of its upc (a gift card of the shopper's own amount or for another
  // recipient is a line of its own beside one of the same design).
  const line = cart.items.findLast((item) => item.upc === upc)
  return {
    message,
    tracking: addToCartEvent(cart, [{ upc, qty }]),
    currency: cart.currency,
    totalItems: cart.totalItems,
    subtotal: cart.totals.itemTotal,
    item: line
      ? {
          name: line.name,
          image: line.productImageURL,
          variants: shownAttributes(line),
          qty: line.qty,
          price: line.price.rowTotal ?? line.price.amount * line.qty,
        }
      : null,
  }
}

/** AUT498 during a change: the shopper is already a guest again; back to the cart with the error (A11). */
function invalidCustomer(shopper: Shopper) {
  const t = errorTranslator(shopper.locale.locale)
  return redirectWithToast(paths.cartPath(shopper.locale.locale), {
    type: 'error',
    title: errorMessage('INVALID_CUSTOMER', undefined, t),
  })
}

/**
 * CART-017 add to cart (from product pages and quick shop). A refused or failed add goes back where
 * the shopper was with the message in a toast; success is a toast with the way to the cart, or the
 * mini cart's data for the enhanced form (CART-025).
 */
async function addToCartAction(shopper: Shopper, form: FormData, t: TFunction) {
  const cartPath = paths.cartPath(shopper.locale.locale)
  const back = safeRedirect(form.get('redirectTo'), cartPath)
  const submission = parseWithZod(form, { schema: AddToCartSchema })
  if (submission.status !== 'success') {
    const first = Object.values(submission.error ?? {}).flat()[0]
    if (first) return redirectWithToast(back, { type: 'error', title: validationText(t, first) })
    return refuse(invalidReply(t, form, submission.error, { intent: CART_INTENTS.addToCart }))
  }
  const value = submission.value
  let cart: Cart
  try {
    cart = await addToCart(shopper, [
      { productId: value.productId, upc: value.upc, qty: value.qty, pdpUrl: back },
    ])
  } catch (error) {
    if (isInvalidCustomer(error)) return invalidCustomer(shopper)
    return redirectWithToast(back, { type: 'error', title: cartErrorMessage(error, 'add-to-cart', t) })
  }
  if (isEnhancedPost(form)) {
    return answeredInPlace({
      miniCart: miniCartView(cart, value.upc, t('toasts:cart.successfullyAddedToCart'), value.qty),
    })
  }
  return redirectWithToast(back, {
    type: 'success',
    title: t('toasts:cart.successfullyAddedToCart'),
    link: { href: cartPath, label: t('cart.viewCart') },
  })
}

/**
 * A failed quantity change: the message on the item (ERR-110) or at the top of the cart, as the error
 * catalogue places it in the cart.
 */
function quantityRefused(error: unknown, itemId: string, t: ErrorTranslator) {
  const message = cartErrorMessage(error, 'update-quantity', t)
  const place = isApiError(error) ? errorDisplay(error.errorId, 'cart') : 'top'
  const errors: Partial<Record<CartLineField | 'form', string>> =
    place === 'item' ? { qty: message } : { form: message }
  return refuse<CartLineField>(
    { intent: CART_INTENTS.updateQuantity, target: itemId, errors, values: {} },
    isApiError(error) ? error.status : 502,
  )
}

/** CART-017 a line's quantity (0 removes it) and CART-018 its removal (ERR-130 in a toast). */
async function lineAction(intent: LineChangeIntent, shopper: Shopper, form: FormData, t: TFunction) {
  const cartPath = paths.cartPath(shopper.locale.locale)
  const refused = (error: Parameters<typeof invalidReply>[2]) =>
    refuse(invalidReply<CartLineField>(t, form, error, { intent, target: String(form.get('itemId') ?? '') }))
  switch (intent) {
    case CART_INTENTS.updateQuantity: {
      const submission = parseWithZod(form, { schema: UpdateQuantitySchema })
      if (submission.status !== 'success') return refused(submission.error)
      const { intent: _intent, ...item } = submission.value
      try {
        await updateCartItem(shopper, item)
      } catch (error) {
        if (isInvalidCustomer(error)) return invalidCustomer(shopper)
        return quantityRefused(error, item.itemId, t)
      }
      return redirectWithToast(cartPath, {
        type: 'success',
        title: item.qty === 0 ? t('toasts:cart.itemRemoved') : t('toasts:cart.cartItemQuantityEdited'),
      })
    }
    case CART_INTENTS.removeItem: {
      const submission = parseWithZod(form, { schema: RemoveItemSchema })
      if (submission.status !== 'success') return refused(submission.error)
      try {
        await removeCartItem(shopper, submission.value)
      } catch (error) {
        if (isInvalidCustomer(error)) return invalidCustomer(shopper)
        // ERR-130: the spec's wording in a toast, whatever the upstream said.
        return redirectWithToast(cartPath, {
          type: 'error',
          title: cartErrorMessage(error, 'remove-item', t),
        })
      }
      return redirectWithToast(cartPath, { type: 'info', title: t('toasts:cart.itemRemoved') })
    }
  }
}

/** The coupon error at the `code` field (ERR-072..ERR-078), or at the top when it is not a field error. */
function couponRefused(error: unknown, intent: CouponIntent, code: string, t: ErrorTranslator) {
  if (!isApiError(error)) throw error
  const field = fieldError(error.errorId, undefined, t)
  const message = field?.message ?? errorMessage(error.errorId, error.message, t)
  const errors: Partial<Record<CouponField | 'form', string>> = field ? { code: message } : { form: message }
  return refuse<CouponField>({ intent, errors, values: { code } }, error.status)
}

/** CART-019 applies a promo code, CART-020 removes one; success is a toast back on the cart. */
async function couponAction(intent: CouponIntent, shopper: Shopper, form: FormData, t: TFunction) {
  const cartPath = paths.cartPath(shopper.locale.locale)
  const submission = parseWithZod(form, {
    schema: intent === CART_INTENTS.applyCoupon ? ApplyCouponSchema : RemoveCouponSchema,
  })
  if (submission.status !== 'success') {
    return refuse(invalidReply<CouponField>(t, form, submission.error, { intent, keep: ['code'] }))
  }
  const { code } = submission.value
  try {
    await changeWholeCart(shopper, (basketId) =>
      intent === CART_INTENTS.applyCoupon
        ? applyCoupon(shopper.api, basketId, code)
        : removeCoupon(shopper.api, basketId, code),
    )
  } catch (error) {
    if (isInvalidCustomer(error)) return invalidCustomer(shopper)
    return couponRefused(error, intent, code, t)
  }
  return intent === CART_INTENTS.applyCoupon
    ? redirectWithToast(cartPath, { type: 'success', title: t('cart:couponApplied', { code }) })
    : redirectWithToast(cartPath, { type: 'info', title: t('cart:couponRemoved', { code }) })
}

/** CART-068: an approaching promotion dismissed for the rest of the session. */
function dismissPromotionAction(shopper: Shopper, form: FormData, t: TFunction) {
  const submission = parseWithZod(form, { schema: DismissPromotionSchema })
  if (submission.status !== 'success') {
    return refuse(invalidReply(t, form, submission.error, { intent: CART_INTENTS.dismissPromotion }))
  }
  shopper.session.set(
    'dismissedPromotions',
    dismissPromotion(shopper.session.get('dismissedPromotions'), submission.value.promotionId),
  )
  return redirect(paths.cartPath(shopper.locale.locale), 303)
}

/**
 * The one cart action, every post listed in CART_INTENTS (features/cart/intents.ts): add (from product
 * pages), quantity update, removal, coupons, an associate's price adjustments and dismissing an
 * approaching promotion. Each intent is a plain form post; success ends in a 303 back to where the
 * shopper was, with a toast. A refusal answers a FormReply (the cart's forms do not ship Conform). An
 * invalid customer (AUT498) has already been signed out and given a guest cart by the cart service: the
 * shopper is sent to the cart with the error toast (A11).
 */
export async function cartAction(request: Request, shopper: Shopper, t: TFunction) {
  const form = await request.formData()
  const intent = readIntent(form, CART_INTENT_NAMES)
  switch (intent) {
    case CART_INTENTS.addToCart:
      return addToCartAction(shopper, form, t)
    case CART_INTENTS.updateQuantity:
    case CART_INTENTS.removeItem:
      return lineAction(intent, shopper, form, t)
    case CART_INTENTS.applyCoupon:
    case CART_INTENTS.removeCoupon:
      return couponAction(intent, shopper, form, t)
    // CART-027..CART-029: only a connected associate's posts are even read.
    case CART_INTENTS.adjustPrice:
    case CART_INTENTS.removePriceAdjustment:
      return priceAdjustmentAction(intent, shopper, form, t)
    case CART_INTENTS.dismissPromotion:
      return dismissPromotionAction(shopper, form, t)
    default:
      return badRequest()
  }
}
