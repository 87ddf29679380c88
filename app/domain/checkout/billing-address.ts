import type { Address } from '../cart/cart.ts'

/** The billing address next to the shipping address (000 §7 Cart billingAddress; CHK-019). */

const COMPARED = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'postalCode',
  'province',
  'country',
  'phone',
] as const

const norm = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

/** True when both are the same place and person (case and spacing aside; ids and types ignored). */
export function sameAddress(a: Address, b: Address): boolean {
  return COMPARED.every((key) => norm(a[key]) === norm(b[key]))
}

/**
 * Which billing choice the cart shows: `same` when it bills the shipping address (or has no billing
 * address of its own yet), `other` when it bills another address; `other` is the only choice when
 * nothing is delivered home.
 */
export function billingChoice(cart: { shippingAddress?: Address; billingAddress?: Address }) {
  const { shippingAddress, billingAddress } = cart
  if (!shippingAddress) return 'other' as const
  return !billingAddress || sameAddress(shippingAddress, billingAddress)
    ? ('same' as const)
    : ('other' as const)
}
