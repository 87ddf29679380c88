import { defineGroup } from '#app/domain/errors/error-catalogue-types.ts'

/**
 * Server codes of 000 §8, groups Orders and price, Inventory and Gifts (ERR-031..ERR-059). Messages
 * are ours except where the spec quotes one (it quotes none for these codes).
 */

export const ORDER_ERRORS = defineGroup('order', {
  PRC400: {
    meaning: 'invalid price',
    internalId: 'INVALID_PRICE',
    display: 'item',
  },
  ORD430: {
    meaning: 'item no longer available',
    internalId: 'ITEM_NO_LONGER_AVAILABLE',
    display: 'top',
  },
  ORD404: {
    meaning: 'item not available',
    internalId: 'ITEM_NOT_AVAILABLE',
    display: 'item',
  },
  ORD415: {
    meaning: 'totals calculation failed',
    display: 'top',
  },
  ORD409: { meaning: 'order not found', display: 'top' },
  OHS4004: { meaning: 'order not found', display: 'top' },
  ORD400: {
    meaning: 'invalid order email',
    display: 'field',
    field: 'email',
  },
  // The spec does not say which of the three transitions each code is; they share one message.
  ORD516: {
    meaning: 'order changes between ship, pick-up and ship-to-store',
    display: 'top',
  },
  ORD517: {
    meaning: 'order changes between ship, pick-up and ship-to-store',
    display: 'top',
  },
  ORD518: {
    meaning: 'order changes between ship, pick-up and ship-to-store',
    display: 'top',
  },
  BSK404: {
    meaning: 'cart not found',
    internalId: 'CART_NOT_FOUND',
    display: 'retry',
  },
})

export const INVENTORY_ERRORS = defineGroup('inventory', {
  INV700: {
    meaning: 'item out of stock',
    internalId: 'ITEM_OOS',
    display: 'top',
  },
  INV406: {
    meaning: 'items out of stock',
    internalId: 'ITEMS_OOS',
    display: 'server-message',
  },
  INV701: {
    meaning: 'no inventory',
    display: 'top',
  },
  INV702: {
    meaning: 'no price',
    internalId: 'NO_PRICE',
    display: 'item',
  },
  // A9: ORD430 is the bracketed code for ITEM_NO_LONGER_AVAILABLE; these two mean the same, in the plural.
  INV405: {
    meaning: 'items no longer available',
    internalId: 'ITEM_NO_LONGER_AVAILABLE',
    display: 'top',
  },
  INV407: {
    meaning: 'items no longer available',
    internalId: 'ITEM_NO_LONGER_AVAILABLE',
    display: 'top',
  },
  INV408: {
    meaning: 'max quantity added',
    internalId: 'ADDED_MAX_QUANTITY',
    display: 'top',
  },
  INV409: {
    meaning: 'some products without inventory',
    internalId: 'SOME_PRODUCTS_NO_INVENTORY',
    display: 'top',
  },
})

export const GIFT_ERRORS = defineGroup('gift', {
  GFS800: { meaning: 'gift not available', display: 'top' },
  GFO404: { meaning: 'gift not available', display: 'top' },
  GFO405: {
    meaning: 'gift card not applicable',
    display: 'inline-gift-card',
  },
  GFC400: {
    meaning: 'missing code',
    display: 'inline-gift-card',
  },
  GFC410: {
    meaning: 'max gift cards reached',
    display: 'inline-gift-card',
  },
  GFC799: {
    meaning: 'balance check error',
    display: 'inline-gift-card',
  },
  // ERR-055: all three invalid codes show inline, so all map to GC_INVALID2 (the only invalid id named).
  GFC800: {
    meaning: 'invalid',
    internalId: 'GC_INVALID2',
    display: 'inline-gift-card',
  },
  GFC700: {
    meaning: 'invalid',
    internalId: 'GC_INVALID2',
    display: 'inline-gift-card',
  },
  GFC760: {
    meaning: 'invalid',
    internalId: 'GC_INVALID2',
    display: 'inline-gift-card',
  },
  GFC812: { meaning: 'expired', display: 'inline-gift-card' },
  GFC725: {
    meaning: 'not allowed',
    internalId: 'GC_NOT_ALLOWED',
    display: 'inline-gift-card',
  },
  GFC740: {
    meaning: 'zero balance',
    internalId: 'GC_ZERO_BALANCE',
    display: 'inline-gift-card',
  },
  GFC755: {
    meaning: 'already applied',
    internalId: 'GC_ALREADY_APPLIED',
    display: 'inline-gift-card',
  },
})
