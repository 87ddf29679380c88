import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import {
  filterByContext,
  processApproachingPromotions,
  withoutDismissed,
} from '#app/domain/money/approaching-promotions.ts'
import {
  defaultShippingOptions,
  groupCartItems,
  isPickupItem,
  mergeNoticeCache,
  normaliseItem,
  selectedShippingCode,
} from '#app/domain/cart/cart-items.ts'
import { errorMessage, errorText, isDeliveryChangeCode, lookupError } from '#app/domain/errors/errors.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import { connectedAssociate } from '#app/features/in-store/index.server.ts'
import { storeNames } from '#app/features/store-directory/index.server.ts'
import { pointAddress } from '#app/domain/stores/stores.ts'
import { loadCart } from '#app/features/cart/shopper-cart.server.ts'
import { cartRecovery } from '#app/features/cart/cart-session.server.ts'
import { INVALID_CUSTOMER_RELOAD_MS } from '#app/domain/page/reload-guard.ts'
import { storeStockNotices } from '#app/features/cart/store-stock.server.ts'
import type { CartNotice } from './views.ts'
import { marketOf } from '#app/domain/market/market.ts'
import { cartTracking } from '#app/features/analytics/index.server.ts'
import { shownAttributes } from '#app/domain/cart/line-attributes.ts'

function noticeFor(notification: { type: string; message?: string }, t: TFunction): CartNotice {
  const entry = lookupError(notification.type)
  const message = entry && errorText(entry.code, t)
  if (isDeliveryChangeCode(notification.type) && message) {
    // CART-049 / ERR-135: 'order updated' with the delivery-changed reason, as information.
    return { title: errorText('ORDER_UPDATED', t), message, tone: 'info' }
  }
  if (entry && message) return { message, tone: entry.group === 'inventory' ? 'warning' : 'error' }
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
      ? { message: errorMessage('CART_EXPIRED', undefined, t) }
      : recovery === 'invalid-customer'
        ? {
            message: errorMessage('INVALID_CUSTOMER', undefined, t),
            reloadAfterMs: INVALID_CUSTOMER_RELOAD_MS,
          }
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
  const associate = connectedAssociate(shopper) !== undefined

  // CART-030: pickup lines their store can no longer fill; and each pickup line's store by name (never
  // its id). Two independent reads, side by side.
  const [storeStock, names] = await Promise.all([
    storeStockNotices(shopper, cart, t),
    storeNames(
      shopper.api,
      cart.items
        .filter(isPickupItem)
        .flatMap((item) => [item.storeId, ...(item.shippingOptions ?? []).map((o) => o.storeInfo?.id)]),
    ),
  ])

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
    const storeId = code === 'pudo' ? undefined : (option?.storeInfo?.id ?? item.storeId)
    const notices = [
      ...[...item.customerNotifications, ...cached].map((n) => noticeFor(n, t)),
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
      variants: shownAttributes(item),
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
        storeId,
        storeName: storeId ? (option?.storeInfo?.name ?? names[storeId]) : undefined,
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

  const notices: CartNotice[] = [...cart.customerNotifications, ...cart.flash].map((n) => noticeFor(n, t))
  // CART-052: item notices are shown at the top too, naming the item.
  for (const item of items) {
    for (const notice of item.notices) {
      notices.push({ ...notice, message: t('common:labelled', { label: item.name, value: notice.message }) })
    }
  }
  const buyable = cart.items.filter((item) => !item.bonus)
  const allGone =
    buyable.length > 0 &&
    buyable.every((item) =>
      item.customerNotifications.some((n) => n.type === 'ProductLineItemFullInventoryMissing'),
    )
  if (allGone) notices.unshift({ message: errorMessage('ORDER_OUT_OF_STOCK', undefined, t), tone: 'error' })

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
      // How the totals show tax in the shopper's market (decision 050).
      taxDisplay: marketOf(shopper.locale.site.id).taxDisplay,
      coupons: cart.couponItems.map((c) => c.code),
      /** Home items first, pickup items last, bonus items first in each (CART-045..CART-047). */
      items: sorted,
    },
    locale,
    promotions,
    tracking: cartTracking(shopper, cart),
    promoSummary,
    notices,
    recovery: recoveryNotice,
    associate,
  }
}
