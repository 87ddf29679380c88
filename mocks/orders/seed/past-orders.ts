import type { Address } from '#app/domain/cart/cart.ts'
import type { Account } from '../../customers/seed/accounts.ts'
import { findProduct } from '../../catalog/seed/catalog.ts'

/**
 * Past orders seeded for every demo account (ACCT-025…032): one of each kind the account's order
 * pages act on. Dates are relative to the reset, so the return window is open on the returnable
 * order whenever the emulator starts. Numbers are `H{account}{nn}`: H101 … H106 for the first account.
 *
 * - nn 01 delivered 5 days ago: a returnable line and a final-sale line (ACCT-029)
 * - nn 02 shipped, with the carrier's tracking events (ACCT-031)
 * - nn 03 placed, not shipped yet: cancellable (ACCT-028)
 * - nn 04 delivered, with a digital gift card line (ACCT-032)
 * - nn 05 delivered 90 days ago: past the return window
 * - nn 06 cancelled
 */

const DAY_MS = 86_400_000

export interface SeedLine {
  productId: string
  size?: string
  qty: number
  price: number
  returnable?: boolean
  recipient?: string
}

function daysAgo(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString()
}

function line(orderNumber: string, index: number, seed: SeedLine) {
  const product = findProduct(seed.productId)
  if (!product) throw new Error(`past order ${orderNumber}: ${seed.productId} is not in the catalogue`)
  const variant =
    product.variants.find((v) => (seed.size ? v.size === seed.size : true)) ?? product.variants[0]!
  const pdpUrl = `/p/${product.slug}-${product.id}`
  return {
    id: `${orderNumber}-L${index + 1}`,
    productId: product.id,
    masterId: product.masterId,
    upc: variant.upc,
    qty: seed.qty,
    name: product.name,
    price: { amount: seed.price, current: seed.price, rowTotal: seed.price * seed.qty },
    variants: product.isDigital
      ? []
      : [
          // A colour attribute carries the colour's name, as a cart line's does: the shopper reads it.
          {
            code: 'color',
            value: product.colors.find((c) => c.code === variant.color)?.name ?? variant.color,
          },
          { code: 'size', value: variant.size },
        ],
    pdpUrl,
    pageUrl: pdpUrl,
    customerNotifications: [],
    productPromotions: [],
    isDigital: product.isDigital,
    returnable: product.isDigital ? false : (seed.returnable ?? true),
    ...(seed.recipient ? { giftOptions: { to: 'Alex', email: seed.recipient, isDigitalProduct: true } } : {}),
  }
}

function totals(lines: SeedLine[], shipping: number) {
  const itemTotal = lines.reduce((sum, l) => sum + l.price * l.qty, 0)
  const tax = Math.round(itemTotal * 0.08 * 100) / 100
  return {
    itemTotal,
    itemSubTotal: itemTotal,
    totalDiscount: 0,
    shipping,
    tax,
    total: Math.round((itemTotal + shipping + tax) * 100) / 100,
    totalUnits: lines.reduce((sum, l) => sum + l.qty, 0),
  }
}

function trackingEvents(now: number, delivered: boolean) {
  const events = [
    {
      date: daysAgo(now, 4),
      status: 'LABEL_CREATED',
      description: 'Shipping label created',
      location: 'Portland, OR',
    },
    {
      date: daysAgo(now, 3),
      status: 'IN_TRANSIT',
      description: 'Departed facility',
      location: 'Portland, OR',
    },
    {
      date: daysAgo(now, 2),
      status: 'IN_TRANSIT',
      description: 'Arrived at facility',
      location: 'Sacramento, CA',
    },
  ]
  if (delivered)
    events.push({
      date: daysAgo(now, 1),
      status: 'DELIVERED',
      description: 'Delivered',
      location: 'Portland, OR',
    })
  return events
}

interface Kind {
  status: 'CREATED' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED'
  placedDaysAgo: number
  deliveredDaysAgo?: number
  lines: SeedLine[]
}

function kinds(account: Account): Kind[] {
  return [
    {
      status: 'DELIVERED',
      placedDaysAgo: 9,
      deliveredDaysAgo: 5,
      lines: [
        { productId: 'RS100001', size: '9', qty: 1, price: 129 },
        { productId: 'AC100001', qty: 2, price: 18, returnable: false },
      ],
    },
    { status: 'SHIPPED', placedDaysAgo: 4, lines: [{ productId: 'JK100001', qty: 1, price: 249 }] },
    { status: 'CREATED', placedDaysAgo: 0, lines: [{ productId: 'FL100001', qty: 1, price: 89 }] },
    {
      status: 'DELIVERED',
      placedDaysAgo: 20,
      deliveredDaysAgo: 20,
      lines: [{ productId: 'GC100001', qty: 1, price: 50, recipient: `friend.of.${account.email}` }],
    },
    {
      status: 'DELIVERED',
      placedDaysAgo: 95,
      deliveredDaysAgo: 90,
      lines: [{ productId: 'RS100002', qty: 1, price: 139 }],
    },
    { status: 'CANCELLED', placedDaysAgo: 120, lines: [{ productId: 'HB100001', qty: 1, price: 159 }] },
  ]
}

function shipmentOf(orderNumber: string, kind: Kind, address: Address | undefined, now: number) {
  const digital = kind.lines.every((l) => findProduct(l.productId)?.isDigital)
  const shipped = kind.status === 'SHIPPED' || (kind.status === 'DELIVERED' && !digital)
  const trackingNumber = `1Z${orderNumber.padStart(16, '0')}`
  return {
    shipmentId: digital ? 'digital' : 'me',
    shippingMethod: digital ? 'digital' : 'standard',
    status:
      kind.status === 'CANCELLED' ? 'CANCELLED' : shipped ? kind.status : digital ? 'DELIVERED' : 'PENDING',
    ...(digital ? {} : { shippingAddress: address }),
    ...(shipped
      ? {
          carrier: 'UPS',
          trackingNumber,
          trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}`,
          events: trackingEvents(now, kind.status === 'DELIVERED'),
        }
      : {}),
  }
}

/** The seeded past orders of one account, as the order records the emulator keeps. */
export function pastOrdersOf(account: Account, index: number, now: number) {
  const address = account.addresses[0]
  const billing = address ? { ...address, email: account.email } : undefined
  return kinds(account).map((kind, k) => {
    const orderNumber = `H${index}${String(k + 1).padStart(2, '0')}`
    const digitalOnly = kind.lines.every((l) => findProduct(l.productId)?.isDigital)
    return {
      orderNumber,
      owner: `consumer:${account.consumerNo}`,
      consumerNo: account.consumerNo,
      customerType: 'Registered',
      status: kind.status,
      createdAt: daysAgo(now, kind.placedDaysAgo),
      ...(kind.deliveredDaysAgo !== undefined ? { deliveredAt: daysAgo(now, kind.deliveredDaysAgo) } : {}),
      ...(kind.status === 'CANCELLED' ? { cancelledAt: daysAgo(now, kind.placedDaysAgo) } : {}),
      email: account.email,
      currency: 'USD',
      country: 'US',
      channel: 'ECOMM',
      items: kind.lines.map((l, i) => line(orderNumber, i, l)),
      shipments: [shipmentOf(orderNumber, kind, address, now)],
      ...(digitalOnly ? {} : { shippingAddress: address }),
      billingAddress: billing,
      totals: totals(kind.lines, digitalOnly ? 0 : 8),
      paymentMethod: {
        code: 'CREDIT_CARD',
        label: 'Visa ending 1111',
        additionalData: { cardType: 'visa', lastFour: '1111', type: 'scheme' },
      },
      promoSummary: [],
      couponItems: [],
      flash: [],
    }
  })
}
