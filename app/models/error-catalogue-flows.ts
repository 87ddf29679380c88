import { defineGroup } from '#app/models/error-catalogue-types.ts'

/**
 * The cart-side error ids of 000 §8 (ERR-110..ERR-129): the ids the flows act on. A server code
 * points here through its `internalId` (A9). Quoted wording is verbatim, lower case included.
 */

const GIFT_CARD = 'inline-gift-card'
const LOGIN_IN_USE = 'An account with this email already exists. Please sign in instead.'
const PHONE_IN_USE = 'This phone number is already linked to another account. Please use a different number.'

export const CART_FLOW_ERRORS = defineGroup('cart', {
  // ERR-110: only these three sit on the item; every other cart error goes to the top.
  ITEM_NOT_AVAILABLE: {
    meaning: 'item not available',
    message: 'This item is not available.',
    display: 'item',
  },
  NO_PRICE: {
    meaning: 'no price',
    message: 'This item has no price at the moment and cannot be bought.',
    display: 'item',
  },
  INVALID_PRICE: {
    meaning: 'invalid price',
    message: 'The price of this item is not valid. Please remove it or try again later.',
    display: 'item',
  },
  CART_NOT_FOUND: {
    meaning: 'cart not found: create a new cart and retry',
    message: 'Your cart could not be found. Please try again.',
    display: 'retry',
  },
  ADDED_MAX_QUANTITY: {
    meaning: 'max quantity added; the message is built from maxAllowedQty when known',
    message: 'You have reached the maximum quantity for this item.',
    display: 'top',
  },
  ProductItemMaxQuantity: {
    meaning: 'product-item extra info: maximum quantity',
    message: 'You have reached the maximum quantity for this item.',
    display: 'item',
  },
  ProductItemRequired: {
    meaning: 'product-item extra info: required',
    message: 'This item is required with another item in your cart and cannot be changed on its own.',
    display: 'item',
  },
  ITEM_NO_LONGER_AVAILABLE: {
    meaning: 'item no longer available: refetch the cart and flash',
    message: 'An item in your order is no longer available. We have updated your cart.',
    display: 'top',
  },
})

export const INVENTORY_FLOW_ERRORS = defineGroup('inventory', {
  ITEM_OOS: {
    meaning: 'item out of stock (move to cart); rethrown to the caller',
    message: 'this item could not be moved to cart',
    display: 'toast',
  },
  ITEMS_OOS: {
    meaning: 'items out of stock: the server message is shown',
    message: 'Some items in your cart are out of stock.',
    display: 'server-message',
  },
  SOME_PRODUCTS_NO_INVENTORY: {
    meaning: 'some products without inventory',
    message: 'Some items in your cart are out of stock. Please review your cart.',
    display: 'top',
  },
})

export const AUTH_FLOW_ERRORS = defineGroup('auth', {
  INVALID_CUSTOMER: {
    meaning: 'invalid customer: log the user out',
    message: 'Your session has expired. Please sign in again.',
    display: 'logout',
  },
  DUPLICATED_TOKEN: {
    meaning: 'login token error other than 403',
    message: 'We could not start your session. Please try again.',
    display: 'top',
  },
})

export const PAYMENT_FLOW_ERRORS = defineGroup('payment', {
  PAYMENT_ERROR: {
    meaning: 'payment error',
    message: 'Your payment could not be processed. Please check your details or use another payment method.',
    display: 'top',
  },
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: {
    meaning: 'fraud verification exception',
    message: 'We could not verify this payment. Please use another payment method.',
    display: 'top',
  },
  CANT_SHIP_THERE: {
    meaning: 'cannot ship there',
    message: 'We cannot deliver to this address. Please choose another address.',
    display: 'top',
  },
  CC_EXPIRY_DATE_INVALID: {
    meaning: 'card expiry invalid',
    message: 'This card has expired or the expiry date is not valid. Please use another card.',
    display: 'top',
  },
  PAYMENT_INSTRUMENT_NOT_FOUND: {
    meaning: 'instrument not found',
    message: 'We could not find this payment method. Please add it again.',
    display: 'top',
  },
  ADDRESS_NOT_FOUND: {
    meaning: 'address not found',
    message: 'We could not find this address. Please check it or add it again.',
    display: 'top',
  },
})

export const GIFT_FLOW_ERRORS = defineGroup('gift', {
  GC_INVALID2: {
    meaning: 'invalid gift card',
    message: 'This gift card is not valid. Please check the number and PIN.',
    display: GIFT_CARD,
  },
  GC_ALREADY_APPLIED: {
    meaning: 'gift card already applied',
    message: 'This gift card has already been applied.',
    display: GIFT_CARD,
  },
  GC_NOT_ALLOWED: {
    meaning: 'gift card not allowed',
    message: 'This gift card cannot be used for this order.',
    display: GIFT_CARD,
  },
  GC_ZERO_BALANCE: {
    meaning: 'gift card zero balance',
    message: 'This gift card has no balance left.',
    display: GIFT_CARD,
  },
})

export const SHIPPING_FLOW_ERRORS = defineGroup('shipping', {
  SHIPPING_POBOX_UNAVAILABLE: {
    meaning: 'PO box unavailable',
    message: 'We cannot deliver to PO boxes. Please enter a street address.',
    display: 'top',
  },
})

export const PROMOTION_FLOW_ERRORS = defineGroup('promotion', {
  GWP_PRODUCT: {
    meaning: 'gift-with-purchase product: cannot be added',
    message: 'This gift item cannot be added to your cart.',
    display: 'toast',
  },
  // ERR-116: the same id on a quantity update has its own quoted wording.
  GWP_PRODUCT_QUANTITY: {
    meaning: 'gift-with-purchase product on a quantity update',
    message: 'maximum item quantity while in cart',
    display: 'top',
  },
})

export const PROFILE_FLOW_ERRORS = defineGroup('profile', {
  LOGIN_IN_USE: { meaning: 'login already in use', message: LOGIN_IN_USE, display: 'field', field: 'email' },
  LOGIN_IN_USE2: { meaning: 'login already in use', message: LOGIN_IN_USE, display: 'field', field: 'email' },
  PHONE_NUMBER_ALREADY_IN_USE: {
    meaning: 'phone already in use',
    message: PHONE_IN_USE,
    display: 'field',
    field: 'phone',
  },
  PHONE_NUMBER_ALREADY_IN_USE2: {
    meaning: 'phone already in use',
    message: PHONE_IN_USE,
    display: 'field',
    field: 'phone',
  },
})

export const VALIDATION_FLOW_ERRORS = defineGroup('validation', {
  // ERR-129: the id triggers the birth-date field's own validation.
  MISSING_BIRTHDATE: {
    meaning: 'missing birthdate: trigger field validation',
    message: 'Please enter your date of birth.',
    display: 'field',
    field: 'birthDate',
  },
})
