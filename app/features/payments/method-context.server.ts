import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import type { Cart } from '#app/domain/cart/cart.ts'
import type { PaymentMethodId } from '#app/domain/payments/payment.ts'
import type { CheckoutPage } from '#app/domain/paths/paths.ts'

/**
 * What a payment method's handlers are given (the payment-method table, methods.server.ts, dispatches to them): a post, already
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

/** The checkout pages whose action takes a method's posts: the billing step, or the wallet route. */
export type PostsTo = 'billing' | 'wallet'

/**
 * A payment method's server half, `./<method>/method.server.ts` (the browser half is `./<method>/method.ts`):
 * the spec's payment_method_id it pays with (CHK-009), its posts (intent names, each one method's only),
 * the checkout page whose action takes them, where a provider sends the shopper back (3-D Secure, a
 * redirect method's return), its `action` for those posts (a billing step's post also gets the session's
 * basket id) and its `offer`: its part of the billing step's data, which its view reads.
 */
export interface PaymentMethod<Intents extends Record<string, string>, Page extends PostsTo> {
  ids: readonly PaymentMethodId[]
  intents: Intents
  postsTo: Page
  returnRoute?: CheckoutPage
  action: (
    intent: Intents[keyof Intents],
    context: Page extends 'billing' ? BillingContext : MethodContext,
  ) => Promise<unknown>
  offer?: (context: OfferContext) => Promise<object>
}

/** A method's server half, checked (its action takes its own intents) and kept with its exact types. */
export function paymentMethod<
  I extends Record<string, string>,
  P extends PostsTo,
  E extends Omit<PaymentMethod<I, P>, 'intents' | 'postsTo'>,
>(entry: { intents: I; postsTo: P } & E) {
  return entry
}

/**
 * The table's type: each method's server half by its folder's name, with its exact types (its intents,
 * its action's answers, its offer). Each `./<method>/method.server.ts` adds its own entry here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each method's module augmentation
export interface PaymentMethods {}
