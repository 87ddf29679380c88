import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import type { Cart } from '#app/models/cart.ts'
import {
  dismissPromotion,
  filterByContext,
  processApproachingPromotions,
  withoutDismissed,
} from '#app/models/approaching-promotions.ts'
import {
  defaultShippingOptions,
  groupCartItems,
  mergeNoticeCache,
  normaliseItem,
  selectedShippingCode,
} from '#app/models/cart.ts'
import {
  ORDER_UPDATED,
  errorDisplay,
  errorMessage,
  fieldError,
  flowErrorMessage,
  isDeliveryChangeCode,
  lookupError,
  type ErrorFlow,
} from '#app/models/errors.ts'
import { formatMoney } from '#app/models/site.ts'
import { isConnectedAssociate } from '#app/models/price-adjustments.ts'
import { pointAddress } from '#app/models/stores.ts'
import { applyCoupon, removeCoupon } from '#app/services/cart.server.ts'
import {
  INVALID_CUSTOMER_RELOAD_MS,
  addToCart,
  cartRecovery,
  changeWholeCart,
  loadCart,
  isInvalidCustomer,
  removeCartItem,
  updateCartItem,
} from '#app/services/shopper-cart.server.ts'
import { redirectWithToast, safeRedirect } from '#app/utils/redirect.server.ts'
import { CartActionSchema } from '#app/validation/cart-intents.ts'
import {
  ASSOCIATE_INTENTS,
  associateOnly,
  priceAdjustmentAction,
  type AdjustError,
} from './cart-adjustments.server.ts'
import { storeStockNotices } from './cart-store-stock.server.ts'

/** Message for a failed cart call in its flow: max quantity (ERR-115), gift items (ERR-116), removal (ERR-130). */
export function cartErrorMessage(error: unknown, flow: ErrorFlow): string {
  if (!isApiError(error)) throw error
  const max = Number(error.details.maxAllowedQty)
  return flowErrorMessage(error.errorId, flow, {
    serverMessage: error.message,
    maxAllowedQty: Number.isFinite(max) ? max : undefined,
  })
}

/** What the mini cart shows after an add (CART-025): the line just added and the cart's subtotal. */
export interface MiniCartView {
  message: string
  currency: string
  totalItems: number
  subtotal: number
  item: {
    name: string
    image?: string
    variants: { code: string; value: string }[]
    qty: number
    price: number
  } | null
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

/** What a failed line change answers: the message on the item (ERR-110) or at the top. */
export interface CartLineError {
  intent: 'update-quantity' | 'remove-item'
  itemId: string
  message: string
  /** 'item' puts the message in the item's row; 'top' in the notification above the list. */
  display: 'item' | 'top'
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
  const cartPath = `/${shopper.locale.locale}/cart`
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
      if (value.view === 'mini-cart') {
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

export interface CartNotice {
  title?: string
  message: string
  tone: 'info' | 'warning' | 'error'
}

function noticeFor(notification: { type: string; message?: string }): CartNotice {
  const entry = lookupError(notification.type)
  if (isDeliveryChangeCode(notification.type) && entry) {
    // CART-049 / ERR-135: 'order updated' with the delivery-changed reason, as information.
    return { title: ORDER_UPDATED, message: entry.message, tone: 'info' }
  }
  if (entry) return { message: entry.message, tone: entry.group === 'inventory' ? 'warning' : 'error' }
  return { message: notification.message ?? notification.type, tone: 'info' }
}

/**
 * Everything the cart page shows, computed on the server so the page ships no schema or rule code:
 * items grouped and sorted (CART-045..CART-047), approaching promotions for the cart context minus the
 * dismissed ones (CART-063..CART-069), the promo summary by level (CART-004), notices (CART-049..CART-052,
 * ERR-133..ERR-136) and what recovery happened (CART-056, CART-058).
 */
export async function cartPageData(shopper: Shopper, t: TFunction) {
  // The cart page is where stock problems must show: the read asks for a stock check (CART-015).
  const cart = await loadCart(shopper, { inventorySupplyCheck: true })
  const locale = shopper.locale.locale
  const recovery = cartRecovery(shopper)
  const recoveryNotice =
    recovery === 'expired'
      ? { message: lookupError('CART_EXPIRED')!.message }
      : recovery === 'invalid-customer'
        ? { message: lookupError('INVALID_CUSTOMER')!.message, reloadAfterMs: INVALID_CUSTOMER_RELOAD_MS }
        : undefined
  if (!cart) return { cart: null, locale, recovery: recoveryNotice }

  const money = (amount: number) => formatMoney(amount, cart.currency, locale)
  const earnedIds = cart.promoSummary.map((p) => p.promotionId)
  const processed = processApproachingPromotions({
    promotions: cart.approachingPromotions,
    earnedIds,
    formatAmount: money,
    gwp: {
      guest: t('cart:approaching.gwpGuest'),
      registered: t('cart:approaching.gwpRegistered'),
      withAmount: (amount) => t('cart:approaching.gwpWithAmount', { amount }),
      earned: t('cart:approaching.gwpEarned'),
    },
  })
  const promotions = withoutDismissed(
    filterByContext(processed, 'cart'),
    shopper.session.get('dismissedPromotions'),
  ).map(({ promotionId, message, status, isGwp: gwp }) => ({ promotionId, message, status, isGwp: gwp }))

  // CART-050: some item notices are cached per item and shown again on later reads.
  // CART-027: a connected associate sees each line's adjustment and the forms to change it.
  const associate = isConnectedAssociate(shopper.session.get('store'))

  // CART-030: pickup lines their store can no longer fill.
  const storeStock = await storeStockNotices(shopper, cart, t)

  const cache = mergeNoticeCache(shopper.session.get('itemNotices') ?? {}, cart.items)
  if (Object.keys(cache).length) shopper.session.set('itemNotices', cache)
  else shopper.session.unset('itemNotices')

  const items = cart.items.map((item) => {
    const { maxQty } = normaliseItem(item)
    const fresh = new Set(item.customerNotifications.map((n) => n.type))
    const cached = (cache[item.id] ?? []).filter((type) => !fresh.has(type)).map((type) => ({ type }))
    const code = selectedShippingCode(item)
    const option = defaultShippingOptions(item).find((o) => o.shippingMethod.code === code)
    const fromStore = storeStock.get(item.id)
    const notices = [
      ...[...item.customerNotifications, ...cached].map(noticeFor),
      ...(fromStore ? [fromStore] : []),
    ]
    return {
      id: item.id,
      productId: item.productId,
      upc: item.upc,
      name: item.name,
      qty: item.qty,
      maxQty,
      bonus: Boolean(item.bonus),
      price: item.price,
      variants: item.variants.map((v) => ({ code: v.code, value: v.value })),
      image: item.productImageURL,
      href: item.pdpUrl,
      gift: item.giftOptions?.to
        ? { to: item.giftOptions.to, email: item.giftOptions.email, message: item.giftOptions.message }
        : undefined,
      customAmount: item.customAmount,
      delivery: {
        code,
        label: option?.shippingMethod.label,
        time: option?.shippingMethod.deliveryTime,
        storeId: code === 'pudo' ? undefined : (option?.storeInfo?.id ?? item.storeId),
        // CHK-007: the collection point the line is sent to.
        point:
          code === 'pudo' && option?.storeInfo
            ? { name: option.storeInfo.name ?? option.storeInfo.id, address: pointAddress(option.storeInfo) }
            : undefined,
      },
      selectedShippingOption: code,
      promotions: item.productPromotions.map((p) => ({
        promotionId: p.promotionId,
        couponCode: p.couponCode,
        calloutMessage: typeof p.calloutMessage === 'string' ? p.calloutMessage : undefined,
        price: p.price,
      })),
      notices,
      adjustment: associate
        ? cart.priceAdjustments
            .filter((a) => a.itemId === item.id)
            .map(({ id, type, value, reason }) => ({ id, type, value, reason }))[0]
        : undefined,
    }
  })
  const groups = groupCartItems(items)
  const sorted = [
    ...groups.home.map((item) => ({ ...item, group: 'home' as const })),
    ...groups.pickup.map((item) => ({ ...item, group: 'pickup' as const })),
  ]

  const notices: CartNotice[] = [...cart.customerNotifications, ...cart.flash].map(noticeFor)
  // CART-052: item notices are shown at the top too, naming the item.
  for (const item of items) {
    for (const notice of item.notices) notices.push({ ...notice, message: `${item.name}: ${notice.message}` })
  }
  const buyable = cart.items.filter((item) => !item.bonus)
  const allGone =
    buyable.length > 0 &&
    buyable.every((item) =>
      item.customerNotifications.some((n) => n.type === 'ProductLineItemFullInventoryMissing'),
    )
  if (allGone) notices.unshift({ message: lookupError('ORDER_OUT_OF_STOCK')!.message, tone: 'error' })

  const levels = ['ORDER', 'PRODUCT', 'SHIPPING'] as const
  const promoSummary = levels
    .map((level) => ({
      level,
      promotions: cart.promoSummary
        .filter((p) => p.level === level)
        .map((p) => ({ promotionId: p.promotionId, name: p.promotionName, callout: p.calloutMessage })),
    }))
    .filter((group) => group.promotions.length > 0)

  return {
    cart: {
      id: cart.id,
      currency: cart.currency,
      totalItems: cart.totalItems,
      totals: cart.totals,
      coupons: cart.couponItems.map((c) => c.code),
      /** Home items first, pickup items last, bonus items first in each (CART-045..CART-047). */
      items: sorted,
    },
    locale,
    promotions,
    promoSummary,
    notices,
    recovery: recoveryNotice,
    associate,
  }
}
