/**
 * The upstream calls whose paths carry the spec's identifiers (000 §3: basketId, saveForlaterId,
 * itemId, orderId, orderNumber, addressId, paymentInstrumentId, adjustmentId, shippingId, productId,
 * siteId and mode — PLAT-018), as templates with `{name}` placeholders. Services fill them with
 * `callPath`, so a path is spelled once and its identifiers are named as the spec names them.
 */
export const CALL_TEMPLATES = {
  cart: '/cart/v1/cart/{basketId}',
  cartItem: '/cart/v1/cart/{basketId}/item',
  shippingMethods: '/cart/v1/cart/{basketId}/shippingMethod/{shippingId}',
  shippingAddress: '/cart/v2/cart/{basketId}/shippingAddress',
  shippingAddressValidation: '/cart/v1/cart/{basketId}/shippingAddress/validation',
  billingAddress: '/cart/v1/cart/{basketId}/billingAddress',
  paymentMethods: '/cart/v1/cart/{basketId}/paymentMethods',
  paymentInstruments: '/cart/v1/cart/{basketId}/paymentInstruments',
  reward: '/cart/v1/cart/{basketId}/reward',
  priceAdjustments: '/cart/v1/cart/{basketId}/price_adjustments',
  priceAdjustment: '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}',
  saveForLater: '/cart/v2/cart/{basketId}/saveForLater',
  saveForLaterItem: '/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}',
  checkoutOrder: '/cart/v2/checkout/order/{orderNumber}',
  purchase: '/consumers-v3/consumer/purchase/{orderId}',
  returnLabel: '/consumers-v3/consumer/return/{orderId}/returnLabel',
  consumerAddress: '/consumers-v3/consumer/address/{addressId}',
  consumerPaymentInstrument: '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}',
  product: '/products/v1/products/{productId}',
  productDetails: '/products/v2/products/{productId}/details',
  productInventory: '/products/v2/products/{productId}/inventory',
  productSets: '/products/v2/products/{productId}/productSets',
  contentMode: '/{mode}',
  menu: '/caas/v1/canvas/menu/{siteId}',
  footer: '/caas/v1/canvas/footer/{siteId}',
  popups: '/caas/v1/canvas/popups/{siteId}',
  articleSearch: '/caas/v1/canvas/search/{siteId}/article',
  productContent: '/caas/v1/canvas/product/{siteId}/{productId}',
} as const

export type CallTemplate = (typeof CALL_TEMPLATES)[keyof typeof CALL_TEMPLATES]

/** The placeholder names of a template, as a union of string literals. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

/** The values a template needs: exactly one string per placeholder. */
export type CallParams<T extends string> = { [Name in Placeholders<T>]: string }

const PLACEHOLDER = /\{(\w+)\}/g

/** The placeholder names a template holds, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string)
}

/** A template filled in: each value URI-encoded; a missing value throws rather than send a broken path. */
export function callPath<T extends CallTemplate>(template: T, params: CallParams<T>): string {
  const values = params as Record<string, unknown>
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]
    if (typeof value !== 'string') throw new Error(`callPath: no value for {${name}} in ${template}`)
    return encodeURIComponent(value)
  })
}
