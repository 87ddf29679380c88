import { defineGroup } from '#app/domain/errors/error-catalogue-types.ts'

/**
 * The cart-side error ids of 000 §8 (ERR-110..ERR-129): the ids the flows act on. A server code
 * points here through its `internalId` (A9). Quoted wording is verbatim, lower case included.
 */

const GIFT_CARD = 'inline-gift-card'

export const CART_FLOW_ERRORS = defineGroup('cart', {
  // ERR-110: only these three sit on the item; every other cart error goes to the top.
  ITEM_NOT_AVAILABLE: {
    meaning: 'item not available',
    display: 'item',
  },
  NO_PRICE: {
    meaning: 'no price',
    display: 'item',
  },
  INVALID_PRICE: {
    meaning: 'invalid price',
    display: 'item',
  },
  CART_NOT_FOUND: {
    meaning: 'cart not found: create a new cart and retry',
    display: 'retry',
  },
  ADDED_MAX_QUANTITY: {
    meaning: 'max quantity added; the message is built from maxAllowedQty when known',
    display: 'top',
  },
  ProductItemMaxQuantity: {
    meaning: 'product-item extra info: maximum quantity',
    display: 'item',
  },
  ProductItemRequired: {
    meaning: 'product-item extra info: required',
    display: 'item',
  },
  ITEM_NO_LONGER_AVAILABLE: {
    meaning: 'item no longer available: refetch the cart and flash',
    display: 'top',
  },
})

export const INVENTORY_FLOW_ERRORS = defineGroup('inventory', {
  ITEM_OOS: {
    meaning: 'item out of stock (move to cart); rethrown to the caller',
    display: 'toast',
  },
  ITEMS_OOS: {
    meaning: 'items out of stock: the server message is shown',
    display: 'server-message',
  },
  SOME_PRODUCTS_NO_INVENTORY: {
    meaning: 'some products without inventory',
    display: 'top',
  },
})

export const AUTH_FLOW_ERRORS = defineGroup('auth', {
  INVALID_CUSTOMER: {
    meaning: 'invalid customer: log the user out',
    display: 'logout',
  },
  DUPLICATED_TOKEN: {
    meaning: 'login token error other than 403',
    display: 'top',
  },
})

export const PAYMENT_FLOW_ERRORS = defineGroup('payment', {
  PAYMENT_ERROR: {
    meaning: 'payment error',
    display: 'top',
  },
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: {
    meaning: 'fraud verification exception',
    display: 'top',
  },
  CANT_SHIP_THERE: {
    meaning: 'cannot ship there',
    display: 'top',
  },
  CC_EXPIRY_DATE_INVALID: {
    meaning: 'card expiry invalid',
    display: 'top',
  },
  PAYMENT_INSTRUMENT_NOT_FOUND: {
    meaning: 'instrument not found',
    display: 'top',
  },
  ADDRESS_NOT_FOUND: {
    meaning: 'address not found',
    display: 'top',
  },
})

export const GIFT_FLOW_ERRORS = defineGroup('gift', {
  GC_INVALID2: {
    meaning: 'invalid gift card',
    display: GIFT_CARD,
  },
  GC_ALREADY_APPLIED: {
    meaning: 'gift card already applied',
    display: GIFT_CARD,
  },
  GC_NOT_ALLOWED: {
    meaning: 'gift card not allowed',
    display: GIFT_CARD,
  },
  GC_ZERO_BALANCE: {
    meaning: 'gift card zero balance',
    display: GIFT_CARD,
  },
})

export const SHIPPING_FLOW_ERRORS = defineGroup('shipping', {
  SHIPPING_POBOX_UNAVAILABLE: {
    meaning: 'PO box unavailable',
    display: 'top',
  },
})

export const PROMOTION_FLOW_ERRORS = defineGroup('promotion', {
  GWP_PRODUCT: {
    meaning: 'gift-with-purchase product: cannot be added',
    display: 'toast',
  },
  // ERR-116: the same id on a quantity update has its own quoted wording.
  GWP_PRODUCT_QUANTITY: {
    meaning: 'gift-with-purchase product on a quantity update',
    display: 'top',
  },
})

export const PROFILE_FLOW_ERRORS = defineGroup('profile', {
  LOGIN_IN_USE: { meaning: 'login already in use', display: 'field', field: 'email' },
  LOGIN_IN_USE2: { meaning: 'login already in use', display: 'field', field: 'email' },
  PHONE_NUMBER_ALREADY_IN_USE: {
    meaning: 'phone already in use',
    display: 'field',
    field: 'phone',
  },
  PHONE_NUMBER_ALREADY_IN_USE2: {
    meaning: 'phone already in use',
    display: 'field',
    field: 'phone',
  },
})

export const VALIDATION_FLOW_ERRORS = defineGroup('validation', {
  // ERR-129: the id triggers the birth-date field's own validation.
  MISSING_BIRTHDATE: {
    meaning: 'missing birthdate: trigger field validation',
    display: 'field',
    field: 'birthDate',
  },
})
