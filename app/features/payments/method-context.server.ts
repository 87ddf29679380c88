import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import type { Cart } from '#app/domain/cart/cart.ts'

/**
 * What a payment method's handlers are given (methods.server.ts dispatches to them): a post, already
 * known by its intent to be the method's, and the billing page's reads.
 */

/** A post the method's action takes (the intent read once by the route's action). */
export interface MethodContext {
  form: FormData
  request: Request
  shopper: Shopper
  t: TFunction
}

/** A post to the billing step: also the session's basket id, or a redirect to the cart (thrown). */
export interface BillingContext extends MethodContext {
  basketId: () => string
}

/** What the method's part of the billing page is read from. */
export interface OfferContext {
  shopper: Shopper
  cart: Cart
  request: Request
  /** The cart's payment methods as the market offers them (CHK-020); null when they were not read. */
  methods: Promise<readonly { id: string }[] | null>
}
