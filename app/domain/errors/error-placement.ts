/**
 * Where the error catalogue's messages show (ERR-110, ERR-119, ERR-120, ERR-122, CHK-015): the ids
 * each flow places on an item, at a field or at the top. `errorDisplay` (errors.ts) reads them.
 */

/** ERR-110: the cart errors shown on the item; every other cart error goes to the top. */
export const ITEM_ERROR_IDS = ['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE'] as const
/** ERR-119: payment-add errors shown at the top of the payment step. */
export const PAYMENT_TOP_ERROR_IDS = [
  'PAYMENT_ERROR',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'CANT_SHIP_THERE',
] as const
/** ERR-120: payment-add errors shown inline at the gift card input. */
export const GIFT_CARD_INLINE_ERROR_IDS = [
  'GC_INVALID2',
  'GC_ALREADY_APPLIED',
  'GC_NOT_ALLOWED',
  'GC_ZERO_BALANCE',
] as const
/** ERR-122: place-order errors shown in a top notification. */
export const PLACE_ORDER_TOP_ERROR_IDS = [
  'CC_EXPIRY_DATE_INVALID',
  'PAYMENT_INSTRUMENT_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'PAYMENT_ERROR',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'CART_NOT_FOUND',
  'SHIPPING_POBOX_UNAVAILABLE',
  'SOME_PRODUCTS_NO_INVENTORY',
] as const

/**
 * The shipping step (CHK-015, CHK-017): the shipping-address errors that belong to one field of the
 * shipping form, by cart-side id or code. Every other error shows above the form (ERR-060).
 */
export const SHIPPING_FIELD_ERRORS: Readonly<Record<string, string>> = {
  // ERR-062: the phone is empty.
  SHP410: 'phone',
  // ERR-061 (SHP500): a PO box is an address line.
  SHIPPING_POBOX_UNAVAILABLE: 'addressLine1',
  // ERR-070 (PAY401): the cart cannot ship to the address's country (the site's, not typed).
  CANT_SHIP_THERE: 'country',
  // ERR-079: the cart's address check (CHK-017) refuses the address by its postal code.
  CHK320: 'postalCode',
}
