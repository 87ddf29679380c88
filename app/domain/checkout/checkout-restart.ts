import { giftOptionsFor, type Cart } from '../cart/cart.ts'

/**
 * CHK-004: what a cart rebuilt after a failed 3DS keeps of the old one, so the shopper finds their
 * checkout as they left it: the lines (with a chosen amount and gift options), each line's delivery
 * to a store or collection point, who collects and where digital lines are emailed.
 */

const AWAY_FROM_HOME = new Set(['pickup', 'sts', 'pudo'])

/** The old cart's lines as items of the new cart (bonus lines come back by themselves). */
export function restartItems(cart: Cart) {
  return cart.items
    .filter((item) => !item.bonus)
    .map((item) => ({
      productId: item.productId,
      upc: item.upc,
      qty: item.qty,
      ...(item.customAmount !== undefined ? { customAmount: item.customAmount } : {}),
      ...(item.giftOptions?.to
        ? {
            giftOptions: giftOptionsFor(
              { to: item.giftOptions.to, email: item.giftOptions.email, message: item.giftOptions.message },
              item.giftOptions.isDigitalProduct === true,
            ),
          }
        : {}),
    }))
}

/** The lines that went to a store or collection point, by variant: where each goes again. */
export function restartDeliveries(cart: Cart) {
  return cart.items.flatMap((item) =>
    item.storeId && item.selectedShippingOption && AWAY_FROM_HOME.has(item.selectedShippingOption)
      ? [
          {
            upc: item.upc,
            action: item.selectedShippingOption as 'pickup' | 'sts' | 'pudo',
            storeId: item.storeId,
          },
        ]
      : [],
  )
}

/**
 * The shipping-address entries besides home (CHK-007): the pickup contact, and each digital line's
 * recipient moved to the new cart's line of the same variant.
 */
export function restartOtherAddresses(old: Cart, fresh: Cart): Record<string, unknown>[] {
  const freshIdByUpc = new Map(fresh.items.map((item) => [item.upc, item.id]))
  const recipients = Object.entries(old.digitalRecipients ?? {}).flatMap(([itemId, email]) => {
    const upc = old.items.find((item) => item.id === itemId)?.upc
    const freshId = upc ? freshIdByUpc.get(upc) : undefined
    return freshId ? [{ shippingId: 'digital', itemId: freshId, email }] : []
  })
  return [...(old.pickupContact ? [{ shippingId: 'pickup', ...old.pickupContact }] : []), ...recipients]
}
