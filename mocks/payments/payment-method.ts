import type { Principal } from '../identity/auth.ts'
import type { CartRecord, PaymentSessionRecord } from '../state.ts'

/** One entry of the payment-method table (payment-methods.ts): what a payment_method_id answers. */

type Body = Record<string, unknown>

/**
 * What pays what is left of an order when it is placed: the provider session it uses up, the cart
 * instrument, and how the order names it.
 */
export interface OrderPayment {
  session: PaymentSessionRecord
  instrumentId: string
  label: string
  additionalData?: Body
}

export interface EmulatedPaymentMethod {
  /** Its name in the cart's payment methods. */
  name: string
  /** GET /cart/v1/paymentSession?paymentMethodId=…: a provider session to pay with it. */
  session?: (request: Request, query: URLSearchParams) => Response
  /** POST /cart/v1/cart/{basketId}/paymentInstruments with its payment_method_id. */
  addInstrument?: (request: Request, cart: CartRecord, body: Body, principal: Principal) => Response
  /** DELETE …/paymentInstruments: takes the instrument off the cart when it is this method's. */
  removeInstrument?: (request: Request, cart: CartRecord, instrumentId: string) => Response | undefined
  /**
   * PUT /cart/v2/checkout/order naming it, with something left to pay: what pays it (or the error,
   * thrown). A method without one (gift cards, rewards) leaves the rest to the card on the cart.
   */
  orderPayment?: (request: Request, cart: CartRecord, body: Body) => OrderPayment
  /** GET /consumers-v3/consumer/payment_instruments?method=…: the shopper's saved ones. */
  savedInstruments?: (request: Request) => Response
  /** POST /consumers-v3/consumer/payment_instruments with its payment_method_id: saves one. */
  saveInstrument?: (request: Request, body: Body) => Response
  /** DELETE /consumers-v3/consumer/payment_instruments/{id}: removes a saved one when it is this method's. */
  removeSaved?: (request: Request, id: string) => Response | undefined
}
