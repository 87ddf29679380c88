import { defineGroup } from '#app/models/error-catalogue-types.ts'

/**
 * Server codes of 000 §8, groups Orders and price, Inventory and Gifts (ERR-031..ERR-059). Messages
 * are ours except where the spec quotes one (it quotes none for these codes).
 */

export const OUT_OF_STOCK_MESSAGE = 'This item is out of stock.'
const ORDER_NOT_FOUND = 'We could not find this order. Please check the order number and email address.'
const DELIVERY_CHANGED = 'The delivery method of an item in your order has changed. Please review your order.'
const ITEMS_GONE = 'Some items in your cart are no longer available. We have updated your cart.'
const GIFT_NOT_AVAILABLE = 'This gift is no longer available.'
const GIFT_CARD_INVALID = 'This gift card is not valid. Please check the number and PIN.'

export const ORDER_ERRORS = defineGroup('order', {
  PRC400: {
    meaning: 'invalid price',
    internalId: 'INVALID_PRICE',
    message: 'The price of this item is not valid. Please remove it or try again later.',
    display: 'item',
  },
  ORD430: {
    meaning: 'item no longer available',
    internalId: 'ITEM_NO_LONGER_AVAILABLE',
    message: 'An item in your order is no longer available. We have updated your cart.',
    display: 'top',
  },
  ORD404: {
    meaning: 'item not available',
    internalId: 'ITEM_NOT_AVAILABLE',
    message: 'This item is not available.',
    display: 'item',
  },
  ORD415: {
    meaning: 'totals calculation failed',
    message: 'We could not calculate your order total. Please try again.',
    display: 'top',
  },
  ORD409: { meaning: 'order not found', message: ORDER_NOT_FOUND, display: 'top' },
  OHS4004: { meaning: 'order not found', message: ORDER_NOT_FOUND, display: 'top' },
  ORD400: {
    meaning: 'invalid order email',
    message: 'This email address does not match the order. Please check it and try again.',
    display: 'field',
    field: 'email',
  },
  // The spec does not say which of the three transitions each code is; they share one message.
  ORD516: {
    meaning: 'order changes between ship, pick-up and ship-to-store',
    message: DELIVERY_CHANGED,
    display: 'top',
  },
  ORD517: {
    meaning: 'order changes between ship, pick-up and ship-to-store',
    message: DELIVERY_CHANGED,
    display: 'top',
  },
  ORD518: {
    meaning: 'order changes between ship, pick-up and ship-to-store',
    message: DELIVERY_CHANGED,
    display: 'top',
  },
  BSK404: {
    meaning: 'cart not found',
    internalId: 'CART_NOT_FOUND',
    message: 'Your cart could not be found. Please try again.',
    display: 'retry',
  },
})

export const INVENTORY_ERRORS = defineGroup('inventory', {
  INV700: {
    meaning: 'item out of stock',
    internalId: 'ITEM_OOS',
    message: OUT_OF_STOCK_MESSAGE,
    display: 'top',
  },
  INV406: {
    meaning: 'items out of stock',
    internalId: 'ITEMS_OOS',
    message: 'Some items in your cart are out of stock.',
    display: 'server-message',
  },
  INV701: {
    meaning: 'no inventory',
    message: 'There is no stock for this item at the moment. Please try another size or colour.',
    display: 'top',
  },
  INV702: {
    meaning: 'no price',
    internalId: 'NO_PRICE',
    message: 'This item has no price at the moment and cannot be bought.',
    display: 'item',
  },
  // A9: ORD430 is the bracketed code for ITEM_NO_LONGER_AVAILABLE; these two mean the same, in the plural.
  INV405: {
    meaning: 'items no longer available',
    internalId: 'ITEM_NO_LONGER_AVAILABLE',
    message: ITEMS_GONE,
    display: 'top',
  },
  INV407: {
    meaning: 'items no longer available',
    internalId: 'ITEM_NO_LONGER_AVAILABLE',
    message: ITEMS_GONE,
    display: 'top',
  },
  INV408: {
    meaning: 'max quantity added',
    internalId: 'ADDED_MAX_QUANTITY',
    message: 'You have reached the maximum quantity for this item.',
    display: 'top',
  },
  INV409: {
    meaning: 'some products without inventory',
    internalId: 'SOME_PRODUCTS_NO_INVENTORY',
    message: 'Some items in your cart are out of stock. Please review your cart.',
    display: 'top',
  },
})

export const GIFT_ERRORS = defineGroup('gift', {
  GFS800: { meaning: 'gift not available', message: GIFT_NOT_AVAILABLE, display: 'top' },
  GFO404: { meaning: 'gift not available', message: GIFT_NOT_AVAILABLE, display: 'top' },
  GFO405: {
    meaning: 'gift card not applicable',
    message: 'This gift card cannot be applied to this order.',
    display: 'inline-gift-card',
  },
  GFC400: {
    meaning: 'missing code',
    message: 'Please enter a gift card number.',
    display: 'inline-gift-card',
  },
  GFC410: {
    meaning: 'max gift cards reached',
    message: 'You have reached the maximum number of gift cards for this order.',
    display: 'inline-gift-card',
  },
  GFC799: {
    meaning: 'balance check error',
    message: 'We could not check the balance of this gift card. Please try again later.',
    display: 'inline-gift-card',
  },
  // ERR-055: all three invalid codes show inline, so all map to GC_INVALID2 (the only invalid id named).
  GFC800: {
    meaning: 'invalid',
    internalId: 'GC_INVALID2',
    message: GIFT_CARD_INVALID,
    display: 'inline-gift-card',
  },
  GFC700: {
    meaning: 'invalid',
    internalId: 'GC_INVALID2',
    message: GIFT_CARD_INVALID,
    display: 'inline-gift-card',
  },
  GFC760: {
    meaning: 'invalid',
    internalId: 'GC_INVALID2',
    message: GIFT_CARD_INVALID,
    display: 'inline-gift-card',
  },
  GFC812: { meaning: 'expired', message: 'This gift card has expired.', display: 'inline-gift-card' },
  GFC725: {
    meaning: 'not allowed',
    internalId: 'GC_NOT_ALLOWED',
    message: 'This gift card cannot be used for this order.',
    display: 'inline-gift-card',
  },
  GFC740: {
    meaning: 'zero balance',
    internalId: 'GC_ZERO_BALANCE',
    message: 'This gift card has no balance left.',
    display: 'inline-gift-card',
  },
  GFC755: {
    meaning: 'already applied',
    internalId: 'GC_ALREADY_APPLIED',
    message: 'This gift card has already been applied.',
    display: 'inline-gift-card',
  },
})
