import { OUT_OF_STOCK_MESSAGE } from '#app/models/error-catalogue-orders.ts'
import { defineGroup } from '#app/models/error-catalogue-types.ts'

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

export const ORDER_UPDATED = 'order updated'

export const CART_NOTICES = defineGroup('inventory', {
  ProductLineItemInventoryMissing: {
    meaning: 'cart item partially out of stock',
    message: OUT_OF_STOCK_MESSAGE,
    display: 'item',
  },
  ProductItemNotAvailable: {
    meaning: 'cart item not available',
    message: OUT_OF_STOCK_MESSAGE,
    display: 'item',
  },
  ProductLineItemFullInventoryMissing: {
    meaning: 'cart item fully out of stock; with an empty cart the order cannot be completed',
    message: OUT_OF_STOCK_MESSAGE,
    display: 'item',
  },
  ORDER_OUT_OF_STOCK: {
    meaning: 'the cart is empty after full out-of-stock removals',
    message: 'Your order cannot be completed because the items are out of stock.',
    display: 'top',
  },
})

export const SHIPPING_NOTICES = defineGroup('shipping', {
  InvalidShippingAddress: {
    meaning: 'invalid shipping address',
    message: 'Your shipping address is not valid. Please check it and try again.',
    display: 'top',
  },
})

// ERR-135: the top notice reads 'order updated'; the message is the item's delivery-changed reason.
export const DELIVERY_CHANGE_NOTICES = defineGroup('delivery-change', {
  PickupToSthTransition: {
    meaning: 'pick-up changed to ship to home',
    title: ORDER_UPDATED,
    message: 'This item can no longer be picked up in store and will be delivered to your home.',
    display: 'item',
  },
  PickupToStsTransition: {
    meaning: 'pick-up changed to ship to store',
    title: ORDER_UPDATED,
    message: 'This item is not in stock at the store right now and will be shipped to the store for pick-up.',
    display: 'item',
  },
  StsToSthTransition: {
    meaning: 'ship to store changed to ship to home',
    title: ORDER_UPDATED,
    message: 'This item can no longer be shipped to the store and will be delivered to your home.',
    display: 'item',
  },
  StsToPickupTransition: {
    meaning: 'ship to store changed to pick-up',
    title: ORDER_UPDATED,
    message: 'Good news: this item is in stock at the store and can be picked up sooner.',
    display: 'item',
  },
  STHToPickupTransition: {
    meaning: 'ship to home changed to pick-up',
    title: ORDER_UPDATED,
    message: 'This item will now be ready for pick-up in store instead of being delivered to your home.',
    display: 'item',
  },
  OrderShippingMethodDowngraded: {
    meaning: 'order shipping method downgraded',
    title: ORDER_UPDATED,
    message: 'Your delivery method has changed because the one you chose is no longer available.',
    display: 'top',
  },
})

export const CART_MESSAGES = defineGroup('cart', {
  successfullyAddedToCart: {
    meaning: 'item added to the cart',
    message: 'The item was added to your cart.',
    display: 'toast',
  },
  cartItemQuantityEdited: {
    meaning: 'item quantity changed',
    message: 'The item quantity was updated.',
    display: 'toast',
  },
  ORDER_UPDATED: { meaning: 'a delivery method changed', message: ORDER_UPDATED, display: 'top' },
  REMOVE_ITEM_FAILED: {
    meaning: 'remove item failure',
    message: 'Unable to remove item from cart. Please try again later',
    display: 'toast',
  },
  CART_EXPIRED: {
    meaning: 'rebuilding the cart failed',
    message: 'Your cart has expired. Please add your items again.',
    display: 'top',
  },
})

export const PAYMENT_MESSAGES = defineGroup('payment', {
  PAYMENT_AUTHENTICATION_ERROR: {
    meaning: '3DS authentication failed',
    message: 'payment authentication error',
    display: 'top',
  },
  CREDIT_CARD_SAVE_FAILED: {
    meaning: 'saving a card failed',
    message: 'credit card save failed',
    display: 'toast',
  },
  GIFT_CARD_SAVE_FAILED: {
    meaning: 'saving a gift card failed',
    message: 'gift card save failed',
    display: 'toast',
  },
})

export const PROFILE_MESSAGES = defineGroup('profile', {
  PROFILE_NOT_LOADED: {
    meaning: 'profile action without a profile',
    message: 'Profile not loaded',
    display: 'top',
  },
})
