import { defineGroup } from '#app/domain/errors/error-catalogue-types.ts'

/**
 * Server codes of 000 §8, groups Shipping, Payment, Tax and Promotions (ERR-060..ERR-080). Messages are
 * ours: the spec quotes none for these codes.
 */

/** The coupon form's input name: promotion codes show next to it. */
export const COUPON_FIELD = 'couponCode'

export const SHIPPING_ERRORS = defineGroup('shipping', {
  SHP404: {
    meaning: 'method unavailable',
    display: 'top',
  },
  SHP500: {
    meaning: 'PO box unavailable',
    internalId: 'SHIPPING_POBOX_UNAVAILABLE',
    display: 'top',
  },
  SHP410: {
    meaning: 'phone empty',
    display: 'field',
    field: 'phone',
  },
})

export const PAYMENT_ERRORS = defineGroup('payment', {
  // VAL-057 wants a field-level message on the card form; on place order the id is shown at the top (ERR-122).
  FE309: {
    meaning: 'card expiry invalid',
    internalId: 'CC_EXPIRY_DATE_INVALID',
    display: 'field',
    field: 'expiryDate',
  },
  PYT402: {
    meaning: 'fraud verification exception',
    internalId: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
    display: 'top',
  },
  PYT404: {
    meaning: 'instrument not found',
    internalId: 'PAYMENT_INSTRUMENT_NOT_FOUND',
    display: 'top',
  },
  // ERR-131: a card save that fails with this code shows the server's own words.
  PYT300: {
    meaning: 'card already exists',
    display: 'server-message',
  },
  PYT405: {
    meaning: 'address not found',
    internalId: 'ADDRESS_NOT_FOUND',
    display: 'top',
  },
  PYT406: {
    meaning: 'address fields missing',
    display: 'top',
  },
  PYT400: {
    meaning: 'payment not enough',
    display: 'top',
  },
  BIL400: {
    meaning: 'billing address missing',
    display: 'top',
  },
  BILL410: {
    meaning: 'billing phone missing',
    display: 'field',
    field: 'phone',
  },
  PAY400: {
    meaning: 'payment error',
    internalId: 'PAYMENT_ERROR',
    display: 'top',
  },
  PAY401: {
    meaning: 'cannot ship there',
    internalId: 'CANT_SHIP_THERE',
    display: 'top',
  },
})

export const TAX_ERRORS = defineGroup('tax', {
  TAX309: {
    meaning: 'calculation failed',
    display: 'top',
  },
  TAX310: {
    meaning: 'tax updated',
    display: 'top',
  },
})

export const PROMOTION_ERRORS = defineGroup('promotion', {
  PRM130: { meaning: 'invalid', display: 'field', field: COUPON_FIELD },
  PRM160: { meaning: 'invalid', display: 'field', field: COUPON_FIELD },
  PRM135: {
    meaning: 'not available now',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM140: {
    meaning: 'limit exceeded',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM150: {
    meaning: 'already redeemed',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM155: {
    meaning: 'expired',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM416: {
    meaning: 'already applied',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM175: {
    meaning: 'failure',
    display: 'field',
    field: COUPON_FIELD,
  },
  // CHK380 and CHK320 sit in the spec's Promotions row although they are about addresses.
  CHK380: {
    meaning: 'shipping address invalid',
    display: 'top',
  },
  CHK320: {
    meaning: 'address invalid',
    display: 'top',
  },
  GWP403: {
    meaning: 'gift-with-purchase product',
    internalId: 'GWP_PRODUCT',
    display: 'toast',
  },
})
