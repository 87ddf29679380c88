import { defineGroup } from '#app/domain/errors/error-catalogue-types.ts'

/**
 * Cart notices, delivery-method changes, cart messages and the flow messages the spec quotes
 * (000 §4, §8; 001 §8). Quoted wording is kept verbatim, lower case included (A12 applies the same
 * rule to the password texts): the UI may capitalise with CSS, never by rewording.
 */

/** The six delivery-change codes of A24, spelled exactly as the spec does (case-sensitive). */
export const DELIVERY_CHANGE_CODES = [
  'PickupToSthTransition',
  'PickupToStsTransition',
  'StsToSthTransition',
  'StsToPickupTransition',
  'STHToPickupTransition',
  'OrderShippingMethodDowngraded',
] as const
export type DeliveryChangeCode = (typeof DELIVERY_CHANGE_CODES)[number]

/** The catalogue key of the delivery changes' heading ('order updated'). */
const ORDER_UPDATED = 'ORDER_UPDATED'

export const CART_NOTICES = defineGroup('inventory', {
  ProductLineItemInventoryMissing: {
    meaning: 'cart item partially out of stock',
    display: 'item',
  },
  ProductItemNotAvailable: {
    meaning: 'cart item not available',
    display: 'item',
  },
  ProductLineItemFullInventoryMissing: {
    meaning: 'cart item fully out of stock; with an empty cart the order cannot be completed',
    display: 'item',
  },
  ORDER_OUT_OF_STOCK: {
    meaning: 'the cart is empty after full out-of-stock removals',
    display: 'top',
  },
})

export const SHIPPING_NOTICES = defineGroup('shipping', {
  InvalidShippingAddress: {
    meaning: 'invalid shipping address',
    display: 'top',
  },
})

// ERR-135: the top notice reads 'order updated'; the message is the item's delivery-changed reason.
export const DELIVERY_CHANGE_NOTICES = defineGroup('delivery-change', {
  PickupToSthTransition: {
    meaning: 'pick-up changed to ship to home',
    title: ORDER_UPDATED,
    display: 'item',
  },
  PickupToStsTransition: {
    meaning: 'pick-up changed to ship to store',
    title: ORDER_UPDATED,
    display: 'item',
  },
  StsToSthTransition: {
    meaning: 'ship to store changed to ship to home',
    title: ORDER_UPDATED,
    display: 'item',
  },
  StsToPickupTransition: {
    meaning: 'ship to store changed to pick-up',
    title: ORDER_UPDATED,
    display: 'item',
  },
  STHToPickupTransition: {
    meaning: 'ship to home changed to pick-up',
    title: ORDER_UPDATED,
    display: 'item',
  },
  OrderShippingMethodDowngraded: {
    meaning: 'order shipping method downgraded',
    title: ORDER_UPDATED,
    display: 'top',
  },
})

export const CART_MESSAGES = defineGroup('cart', {
  successfullyAddedToCart: {
    meaning: 'item added to the cart',
    display: 'toast',
  },
  cartItemQuantityEdited: {
    meaning: 'item quantity changed',
    display: 'toast',
  },
  ORDER_UPDATED: { meaning: 'a delivery method changed', display: 'top' },
  REMOVE_ITEM_FAILED: {
    meaning: 'remove item failure',
    display: 'toast',
  },
  CART_EXPIRED: {
    meaning: 'rebuilding the cart failed',
    display: 'top',
  },
})

export const PAYMENT_MESSAGES = defineGroup('payment', {
  PAYMENT_AUTHENTICATION_ERROR: {
    meaning: '3DS authentication failed',
    display: 'top',
  },
  CREDIT_CARD_SAVE_FAILED: {
    meaning: 'saving a card failed',
    display: 'toast',
  },
  GIFT_CARD_SAVE_FAILED: {
    meaning: 'saving a gift card failed',
    display: 'toast',
  },
})

export const PROFILE_MESSAGES = defineGroup('profile', {
  PROFILE_NOT_LOADED: {
    meaning: 'profile action without a profile',
    display: 'top',
  },
})
