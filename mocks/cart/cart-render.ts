import type { Cart, CartItem, ShippingOption } from '#app/domain/cart/cart.ts'
import { productImageUrl } from '../catalog/seed/catalog.ts'
import { findStore } from '../stores/seed/stores.ts'
import { getStock } from '../catalog/stock.ts'
import { lineLimit, productLabel } from './cart-store.ts'
import { money, priceCart, SHIPMENT_ID, type CartPricing, type PricedLine } from './cart-pricing.ts'
import type { CartRecord } from '../state.ts'
import { origin } from '../locale.ts'
import { athleteAndRewardInstruments } from '../payments/athlete-rewards-pricing.ts'
import { findCollectionPoint, pudoEligible } from '../stores/collection-points.ts'

/** Turns a stored cart into the Cart entity of the spec (typed against the storefront's schema). */

const PICKUP = { code: 'pickup', label: 'Pick up in store', deliveryTime: 'same day', price: 0 }
const SHIP_TO_STORE = { code: 'sts', label: 'Ship to store', deliveryTime: '4-6 days', price: 0 }
const PICKUP_POINT = { code: 'pudo', label: 'Pick-up point', deliveryTime: '3-5 days', price: 0 }

function shippingOptions(pricing: CartPricing, priced: PricedLine, country: string): ShippingOption[] {
  const storeId = priced.line.storeId
  const point =
    priced.line.deliveryCode === 'pudo' && priced.line.collectionPointId
      ? findCollectionPoint(priced.line.collectionPointId, country)
      : undefined
  const storeName = storeId ? findStore(storeId)?.name : undefined
  const methods = priced.product.isDigital
    ? [{ code: 'digital', label: 'Digital delivery', deliveryTime: 'Instant', price: 0 }]
    : [
        ...pricing.methods,
        ...(storeId ? [PICKUP, SHIP_TO_STORE] : []),
        // CHK-007: a collection point is offered for the items it can take.
        ...(pudoEligible(priced.product, country) ? [PICKUP_POINT] : []),
      ]
  const selectedCode = priced.product.isDigital
    ? 'digital'
    : point
      ? 'pudo'
      : storeId
        ? (priced.line.deliveryCode ?? 'pickup')
        : pricing.selected?.code
  const pointInfo = point && {
    id: point.id,
    name: point.name,
    address1: point.address1,
    city: point.city,
    postalCode: point.postalCode,
  }
  return methods.map((method) => ({
    selected: method.code === selectedCode,
    ...((method.code === 'pickup' || method.code === 'sts') && storeId
      ? { storeInfo: { id: storeId, ...(storeName ? { name: storeName } : {}) } }
      : {}),
    ...(method.code === 'pudo' && pointInfo ? { storeInfo: pointInfo } : {}),
    available: true,
    shippingMethod: {
      code: method.code,
      label: method.label,
      deliveryTime: method.deliveryTime,
      price: { amount: money(method.price) },
    },
    cost: money(method.price),
  }))
}

/** Stock that fell under the line's quantity since it was added (another order took it). */
function inventoryNotifications(priced: PricedLine) {
  const stock = getStock(priced.line.upc) ?? 0
  const name = productLabel(priced.product, priced.variant)
  if (stock <= 0) {
    return [
      { type: 'ProductLineItemFullInventoryMissing', level: 'ERROR', message: `${name} is out of stock` },
    ]
  }
  if (stock < priced.line.qty) {
    return [
      { type: 'ProductLineItemInventoryMissing', level: 'WARNING', message: `Only ${stock} left of ${name}` },
    ]
  }
  return []
}

function renderItem(
  pricing: CartPricing,
  priced: PricedLine,
  requestOrigin: string,
  cart: Pick<CartRecord, 'notices' | 'country'>,
): CartItem {
  const { line, product, variant } = priced
  const colorName = product.colors.find((c) => c.code === variant.color)?.name ?? variant.color
  const pdpUrl = line.pdpUrl ?? `/p/${product.slug}-${product.id}`
  const options = shippingOptions(pricing, priced, cart.country)
  return {
    id: line.id,
    productId: product.id,
    masterId: product.masterId,
    upc: line.upc,
    qty: line.qty,
    maxQty: lineLimit(product),
    name: product.name,
    price: {
      amount: money(priced.unit),
      original: money(priced.original),
      current: money(priced.unit),
      rowTotal: money(priced.rowTotal),
      priceAfterItemDiscount: money(priced.afterItemDiscount),
      priceAfterOrderDiscount: money(priced.afterOrderDiscount),
      highCurrent: money(priced.highCurrent),
      highOriginal: money(priced.highOriginal),
    },
    variants: [
      { code: 'color', value: colorName, id: variant.color },
      { code: 'size', value: variant.size },
    ],
    productImageURL: line.productImageURL ?? productImageUrl(requestOrigin, product.id, variant.color),
    pdpUrl,
    pageUrl: pdpUrl,
    bonus: false,
    isCustoms: false,
    isDigital: product.isDigital,
    shippingOptions: options,
    selectedShippingOption: options.find((o) => o.selected)?.shippingMethod.code,
    customerNotifications: [...inventoryNotifications(priced), ...scripted(cart.notices, line.id)],
    productPromotions: [
      ...priced.promotions.map(({ coupon, amount }) => ({
        couponCode: coupon.code,
        promotionId: coupon.promotionId,
        campaignId: coupon.campaignId,
        price: -money(amount),
        calloutMessage: coupon.calloutMessage,
      })),
      ...priced.adjustments.map(({ adjustment, amount }) => ({
        promotionId: adjustment.id,
        campaignId: 'price-adjustment',
        price: -money(amount),
        calloutMessage: adjustment.reason,
      })),
    ],
    ...(line.storeId ? { storeId: line.storeId } : {}),
    ...(line.customAmount ? { customAmount: line.customAmount } : {}),
    ...(line.giftOptions ? { giftOptions: line.giftOptions } : {}),
  }
}

/** Notices scripted on a cart (control endpoint), for one item or (itemId undefined) the whole cart. */
function scripted(notices: CartRecord['notices'], itemId: string | undefined) {
  return (notices ?? [])
    .filter((n) => n.itemId === itemId)
    .map((n) => ({ type: n.type, ...(n.message ? { message: n.message } : {}) }))
}

/** The gift-with-purchase line: a bonus item at no cost that the shopper cannot change. */
function bonusItem(pricing: CartPricing, requestOrigin: string): CartItem | undefined {
  const bonus = pricing.bonus
  if (!bonus) return undefined
  const colorName = bonus.product.colors.find((c) => c.code === bonus.variant.color)?.name ?? ''
  const pdpUrl = `/p/${bonus.product.slug}-${bonus.product.id}`
  return {
    id: `bonus-${bonus.upc}`,
    productId: bonus.product.id,
    masterId: bonus.product.masterId,
    upc: bonus.upc,
    qty: 1,
    maxQty: 1,
    name: bonus.product.name,
    price: {
      amount: 0,
      original: 0,
      current: 0,
      rowTotal: 0,
      priceAfterItemDiscount: 0,
      priceAfterOrderDiscount: 0,
    },
    variants: [
      { code: 'color', value: colorName, id: bonus.variant.color },
      { code: 'size', value: bonus.variant.size },
    ],
    productImageURL: productImageUrl(requestOrigin, bonus.product.id, bonus.variant.color),
    pdpUrl,
    pageUrl: pdpUrl,
    bonus: true,
    isCustoms: false,
    shippingOptions: [],
    customerNotifications: [],
    productPromotions: [],
  }
}

function paymentInstruments(cart: CartRecord, pricing: CartPricing) {
  const instruments: Cart['paymentInstruments'] = pricing.giftCards.map((gc) => ({
    payment_instrument_id: gc.instrumentId,
    payment_method_id: 'GIFT_CARD',
    amount: money(gc.amount),
    maskedNumber: `************${gc.cardNumber.slice(-4)}`,
    card: { lastFour: gc.cardNumber.slice(-4) },
  }))
  instruments.push(...(athleteAndRewardInstruments(pricing) as Cart['paymentInstruments']))
  if (cart.card) {
    instruments.push({
      payment_instrument_id: cart.card.instrumentId,
      payment_method_id: 'CREDIT_CARD',
      amount: money(pricing.remainingToPay),
      card: { cardType: cart.card.cardType, lastFour: cart.card.lastFour, main: true },
      bin: cart.card.bin,
      expiryMonth: cart.card.expiryMonth,
      expiryYear: cart.card.expiryYear,
      sessionId: cart.card.sessionId,
    })
  }
  if (cart.bnpl) {
    instruments.push({
      payment_instrument_id: cart.bnpl.instrumentId,
      payment_method_id: 'KLARNA',
      amount: money(pricing.remainingToPay),
    })
  }
  if (cart.wallet) {
    instruments.push({
      payment_instrument_id: cart.wallet.instrumentId,
      payment_method_id: 'PAYPAL',
      amount: money(pricing.remainingToPay),
      payerEmail: cart.wallet.payerEmail,
      sessionId: cart.wallet.sessionId,
    })
  }
  return instruments
}

/** The totals block of a priced cart (also stored on orders). */
export function renderTotals(pricing: CartPricing) {
  const net = pricing.total - pricing.tax
  return {
    itemSubTotal: money(pricing.subTotal),
    itemTotal: money(pricing.itemTotal),
    totalDiscount: money(pricing.discount),
    totalDiscountPercentage: pricing.subTotal
      ? Math.round((pricing.discount / pricing.subTotal) * 1000) / 10
      : 0,
    shipping: money(pricing.shipping),
    tax: money(pricing.tax),
    taxIncluded: pricing.taxIncluded,
    total: money(pricing.total),
    totalWithoutTax: money(net),
    netAmount: money(net),
    taxAmount: money(pricing.tax),
    totalUnits: pricing.lines.reduce((sum, l) => sum + l.line.qty, 0),
    remainingToPay: money(pricing.remainingToPay),
    appliedRewards: money(pricing.rewards),
  }
}

/** The cart as the API answers it. */
export function renderCart(cart: CartRecord, request: Request): Cart {
  const pricing = priceCart(cart)
  const requestOrigin = origin(request)
  const items = pricing.lines.map((priced) => renderItem(pricing, priced, requestOrigin, cart))
  const bonus = bonusItem(pricing, requestOrigin)
  if (bonus) items.push(bonus)
  const selected = pricing.selected
  return {
    id: cart.id,
    currency: cart.currency,
    country: cart.country,
    creationDate: cart.createdAt,
    totalItems: items.reduce((sum, item) => sum + (item.bonus ? 0 : item.qty), 0),
    items,
    totals: renderTotals(pricing),
    shippingMethods: selected
      ? [
          {
            shippingId: SHIPMENT_ID,
            code: selected.code,
            selected: true,
            applicableShippingMethods: pricing.methods.map((m) => ({
              code: m.code,
              label: m.label,
              deliveryTime: m.deliveryTime,
              price: { amount: money(m.price) },
            })),
            defaultShippingMethodId: pricing.physical ? 'standard' : 'digital',
          },
        ]
      : [],
    ...(cart.shippingAddress ? { shippingAddress: cart.shippingAddress } : {}),
    ...(cart.pickupContact ? { pickupContact: { ...cart.pickupContact } } : {}),
    ...(cart.digitalRecipients ? { digitalRecipients: cart.digitalRecipients } : {}),
    ...(cart.billingAddress ? { billingAddress: cart.billingAddress } : {}),
    ...(cart.loyaltyVoucher ? { appliedLoyaltyVoucher: cart.loyaltyVoucher.id } : {}),
    ...(cart.email ? { email: cart.email } : {}),
    paymentInstruments: paymentInstruments(cart, pricing),
    paymentMethods: [{ id: 'CREDIT_CARD' }, { id: 'GIFT_CARD' }],
    promoSummary: [
      ...pricing.coupons.map((c) => ({
        level: c.level,
        promotionName: c.promotionName,
        promotionId: c.promotionId,
        calloutMessage: c.calloutMessage,
      })),
      ...pricing.earned,
    ],
    orderPromotions: [
      ...pricing.coupons.filter((c) => c.level === 'ORDER'),
      ...pricing.earned.filter((e) => e.level === 'ORDER'),
    ].map((p) => ({ promotionId: p.promotionId, promotionName: p.promotionName })),
    approachingPromotions: pricing.approaching,
    customerNotifications: scripted(cart.notices, undefined),
    flash: [],
    ...(cart.favStoreId ? { favStoreId: cart.favStoreId } : {}),
    priceAdjustments: (cart.priceAdjustments ?? []).map(({ id, itemId, type, value, reason }) => ({
      id,
      itemId,
      type,
      value,
      reason,
    })),
    ...(cart.reservation ? { reservation: cart.reservation } : {}),
    couponItems: pricing.coupons.map((c) => ({
      code: c.code,
      status: 'APPLIED',
      promotionId: c.promotionId,
    })),
  }
}
