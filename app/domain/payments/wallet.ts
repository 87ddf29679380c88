import { z } from 'zod'
import { AddressSchema, type Address, type Cart } from '../cart/cart.ts'

/**
 * Wallet payments (CHK-008): a wallet from a provider account (payment_method_id PAYPAL, redirect and
 * return) and a wallet from the device (a card the browser's wallet holds). Express pay from a product
 * page (CHK-039) marks the order confirmation with `storeContext`.
 */

export const STORE_CONTEXTS = ['applePayPdp', 'paypalPdp'] as const
export type StoreContext = (typeof STORE_CONTEXTS)[number]

/** The `storeContext` query of the confirmation: one of the two express markers, anything else ignored. */
export function parseStoreContext(value: string | null | undefined): StoreContext | null {
  return STORE_CONTEXTS.find((c) => c === value) ?? null
}

/** The confirmation's query: the express marker when the order came from a product page. */
export function storeContextQuery(storeContext: StoreContext | null | undefined): string {
  return storeContext ? `?storeContext=${storeContext}` : ''
}

/** Express pay under way: which wallet session it is, and the marker its confirmation gets. */
export interface ExpressPay {
  sessionId: string
  storeContext: StoreContext
}

/**
 * The express marker for an order paid with `sessionId`: only the session the express pay started
 * marks it, so a shopper who left the product page's wallet and paid by card at billing gets the
 * plain confirmation.
 */
export function expressStoreContext(express: ExpressPay | undefined, sessionId: string | undefined) {
  return express && sessionId && express.sessionId === sessionId ? express.storeContext : null
}

/** The provider wallet's answer about a session (read on return; nothing changes). */
export const WalletSessionResultSchema = z.looseObject({
  sessionId: z.string(),
  status: z.enum(['pending', 'authorised', 'refused', 'cancelled', 'challenge']),
  token: z.string().optional(),
  payer: z.looseObject({ payerId: z.string().optional(), email: z.string() }).optional(),
  shippingAddress: AddressSchema.partial().optional(),
})
export type WalletSessionResult = z.infer<typeof WalletSessionResultSchema>

export type WalletOutcome =
  | { kind: 'approved'; token: string; payerEmail: string; address: Address | null }
  | { kind: 'cancelled' }
  | { kind: 'pending' }
  | { kind: 'refused' }

const REQUIRED: (keyof Address)[] = ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode', 'country']

/**
 * What the storefront takes from a wallet session: the token and payer when approved, and the
 * wallet's address (with the payer's email and a shipping id) when it has every required field.
 */
export function walletOutcome(result: WalletSessionResult): WalletOutcome {
  if (result.status === 'cancelled') return { kind: 'cancelled' }
  if (result.status === 'pending') return { kind: 'pending' }
  if (result.status !== 'authorised' || !result.token || !result.payer?.email) return { kind: 'refused' }
  const raw = result.shippingAddress
  const complete = raw && REQUIRED.every((key) => typeof raw[key] === 'string' && raw[key] !== '')
  const address = complete ? ({ ...raw, email: result.payer.email, shippingId: 'me' } as Address) : null
  return { kind: 'approved', token: result.token, payerEmail: result.payer.email, address }
}

/** The PAYPAL instrument of the cart for this wallet session, if the cart is paid by it. */
export function walletInstrument(cart: Cart, sessionId: string | undefined) {
  if (!sessionId) return undefined
  return cart.paymentInstruments.find((p) => p.payment_method_id === 'PAYPAL' && p.sessionId === sessionId)
}

/** The payer shown on the summary for a cart paid by the wallet. */
export function walletPayer(cart: Cart, sessionId: string | undefined): string | null {
  const instrument = walletInstrument(cart, sessionId)
  if (!instrument) return null
  return typeof instrument.payerEmail === 'string' ? instrument.payerEmail : ''
}
