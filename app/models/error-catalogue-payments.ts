import { defineGroup } from '#app/models/error-catalogue-types.ts'

/**
 * Server codes of 000 §8, groups Shipping, Payment, Tax and Promotions (ERR-060..ERR-080). Messages are
 * ours: the spec quotes none for these codes.
 */

/** The coupon form's input name: promotion codes show next to it. */
export const COUPON_FIELD = 'couponCode'
const PROMO_INVALID = 'This promo code is not valid. Please check it and try again.'

export const SHIPPING_ERRORS = defineGroup('shipping', {
  SHP404: {
    meaning: 'method unavailable',
    message: 'This delivery method is not available for your address. Please choose another one.',
    display: 'top',
  },
  SHP500: {
    meaning: 'PO box unavailable',
    internalId: 'SHIPPING_POBOX_UNAVAILABLE',
    message: 'We cannot deliver to PO boxes. Please enter a street address.',
    display: 'top',
  },
  SHP410: {
    meaning: 'phone empty',
    message: 'A phone number is required for delivery.',
    display: 'field',
    field: 'phone',
  },
})

export const PAYMENT_ERRORS = defineGroup('payment', {
  // VAL-057 wants a field-level message on the card form; on place order the id is shown at the top (ERR-122).
  FE309: {
    meaning: 'card expiry invalid',
    internalId: 'CC_EXPIRY_DATE_INVALID',
    message: 'This card has expired or the expiry date is not valid.',
    display: 'field',
    field: 'expiryDate',
  },
  PYT402: {
    meaning: 'fraud verification exception',
    internalId: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
    message: 'We could not verify this payment. Please use another payment method.',
    display: 'top',
  },
  PYT404: {
    meaning: 'instrument not found',
    internalId: 'PAYMENT_INSTRUMENT_NOT_FOUND',
    message: 'We could not find this payment method. Please add it again.',
    display: 'top',
  },
  // ERR-131: a card save that fails with this code shows the server's own words.
  PYT300: {
    meaning: 'card already exists',
    message: 'This card is already saved to your account.',
    display: 'server-message',
  },
  PYT405: {
    meaning: 'address not found',
    internalId: 'ADDRESS_NOT_FOUND',
    message: 'We could not find this address. Please check it or add it again.',
    display: 'top',
  },
  PYT406: {
    meaning: 'address fields missing',
    message: 'Some address details are missing. Please complete the address and try again.',
    display: 'top',
  },
  PYT400: {
    meaning: 'payment not enough',
    message: 'Your payment does not cover the order total. Please add another payment method.',
    display: 'top',
  },
  BIL400: {
    meaning: 'billing address missing',
    message: 'Please add a billing address.',
    display: 'top',
  },
  BILL410: {
    meaning: 'billing phone missing',
    message: 'A phone number is required for the billing address.',
    display: 'field',
    field: 'phone',
  },
  PAY400: {
    meaning: 'payment error',
    internalId: 'PAYMENT_ERROR',
    message: 'Your payment could not be processed. Please check your details or use another payment method.',
    display: 'top',
  },
  PAY401: {
    meaning: 'cannot ship there',
    internalId: 'CANT_SHIP_THERE',
    message: 'We cannot deliver to this address. Please choose another address.',
    display: 'top',
  },
})

export const TAX_ERRORS = defineGroup('tax', {
  TAX309: {
    meaning: 'calculation failed',
    message: 'We could not calculate the tax for your order. Please try again.',
    display: 'top',
  },
  TAX310: {
    meaning: 'tax updated',
    message: 'The tax on your order has been updated. Please review your order total.',
    display: 'top',
  },
})

export const PROMOTION_ERRORS = defineGroup('promotion', {
  PRM130: { meaning: 'invalid', message: PROMO_INVALID, display: 'field', field: COUPON_FIELD },
  PRM160: { meaning: 'invalid', message: PROMO_INVALID, display: 'field', field: COUPON_FIELD },
  PRM135: {
    meaning: 'not available now',
    message: 'This promo code cannot be used at the moment.',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM140: {
    meaning: 'limit exceeded',
    message: 'This promo code has reached its usage limit.',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM150: {
    meaning: 'already redeemed',
    message: 'This promo code has already been redeemed.',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM155: {
    meaning: 'expired',
    message: 'This promo code has expired.',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM416: {
    meaning: 'already applied',
    message: 'This promo code is already applied to your cart.',
    display: 'field',
    field: COUPON_FIELD,
  },
  PRM175: {
    meaning: 'failure',
    message: 'We could not apply this promo code. Please try again.',
    display: 'field',
    field: COUPON_FIELD,
  },
  // CHK380 and CHK320 sit in the spec's Promotions row although they are about addresses.
  CHK380: {
    meaning: 'shipping address invalid',
    message: 'Your shipping address is not valid. Please check it and try again.',
    display: 'top',
  },
  CHK320: {
    meaning: 'address invalid',
    message: 'This address is not valid. Please check it and try again.',
    display: 'top',
  },
  GWP403: {
    meaning: 'gift-with-purchase product',
    internalId: 'GWP_PRODUCT',
    message: 'This gift item cannot be added to your cart.',
    display: 'toast',
  },
})
