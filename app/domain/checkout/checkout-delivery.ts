import type { Cart, CartItem } from '../cart/cart.ts'

/**
 * How each cart line reaches the shopper at checkout (CHK-007): delivered home, collected at a store
 * (pickup, ship to store), collected at a collection point (pudo), or delivered by email (digital).
 */
export type DeliveryKind = 'home' | 'store' | 'point' | 'digital'

/** The code of the line's selected shipping option, as the cart sends it. */
function selectedCode(item: CartItem): string | undefined {
  return item.shippingOptions?.find((o) => o.selected)?.shippingMethod.code ?? item.selectedShippingOption
}

export function deliveryKindOf(item: CartItem): DeliveryKind {
  const code = selectedCode(item)
  if (item.isDigital || code === 'digital' || item.giftOptions?.isDigitalProduct) return 'digital'
  if (code === 'pickup' || code === 'sts') return 'store'
  if (code === 'pudo') return 'point'
  return 'home'
}

/** A place where lines are collected: a store, or a collection point, with the lines collected there. */
export interface CollectionPlace {
  id: string
  name?: string
  address?: string
  code: string
  items: { id: string; name: string; qty: number }[]
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** The collection point a pudo line names, in whichever field the cart carries it. */
function pointOf(item: CartItem): { id: string; name?: string; address?: string } | undefined {
  const option = item.shippingOptions?.find((o) => o.selected)
  const raw =
    (item as Record<string, unknown>).collectionPoint ?? option?.collectionPoint ?? option?.storeInfo
  if (!raw || typeof raw !== 'object') return undefined
  const point = raw as Record<string, unknown>
  const id = text(point.id)
  if (!id) return undefined
  const address = [text(point.address1) ?? text(point.address), text(point.postalCode), text(point.city)]
    .filter(Boolean)
    .join(', ')
  return { id, name: text(point.name), ...(address ? { address } : {}) }
}

function addTo(places: CollectionPlace[], place: Omit<CollectionPlace, 'items'>, item: CartItem) {
  let existing = places.find((p) => p.id === place.id && p.code === place.code)
  if (!existing) {
    existing = { ...place, items: [] }
    places.push(existing)
  }
  existing.items.push({ id: item.id, name: item.name, qty: item.qty })
}

/**
 * The checkout's view of the cart's deliveries (CHK-007): what goes home, which stores and collection
 * points lines are collected at, which lines go by email, and so what the shipping step must ask for:
 * an address (home lines; otherwise it is the billing address), a pickup contact (store and point
 * lines) and a recipient email per digital line.
 */
export function checkoutDeliveries(cart: Pick<Cart, 'items'>) {
  const home: CartItem[] = []
  const stores: CollectionPlace[] = []
  const points: CollectionPlace[] = []
  const digital: { id: string; name: string; email?: string }[] = []
  for (const item of cart.items) {
    if (item.bonus) continue
    switch (deliveryKindOf(item)) {
      case 'home':
        home.push(item)
        break
      case 'store': {
        const info = item.shippingOptions?.find((o) => o.selected)?.storeInfo
        const id = info?.id ?? item.storeId
        if (id) addTo(stores, { id, name: info?.name, code: selectedCode(item) ?? 'pickup' }, item)
        else home.push(item)
        break
      }
      case 'point': {
        const point = pointOf(item)
        if (point) addTo(points, { ...point, code: 'pudo' }, item)
        else home.push(item)
        break
      }
      case 'digital':
        digital.push({ id: item.id, name: item.name, email: item.giftOptions?.email })
        break
    }
  }
  return {
    home,
    stores,
    points,
    digital,
    needs: {
      homeAddress: home.length > 0,
      pickupContact: stores.length > 0 || points.length > 0,
      recipients: digital.map((d) => d.id),
    },
  }
}
export type CheckoutDeliveries = ReturnType<typeof checkoutDeliveries>
