import { describe, expect, it } from 'vitest'
import {
  addedMaxQuantityMessage,
  DELIVERY_CHANGE_CODES,
  ERROR_CATALOGUE,
  errorDisplay,
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  internalIdFor,
  isDeliveryChangeCode,
  itemErrorMessage,
  lookupError,
} from '#app/domain/errors/errors.ts'

// Copied from 000 §8's table, one line per row, in the spec's order.
const SERVER_CODES = {
  Authentication:
    'AUT498 AUT401 AUT418 AUT437 AUT438 AUT423 AUT426 AUT441 AUT439 PRO400 AUT444 AUT442 AUT402 AUT403 AUT409 AUT404 AUT432 AUT500 AUT450 AUT451 AUT452 AUT453 AUT440',
  API: 'API400 API404 API405 API406 API415 GEN500',
  'Orders and price': 'PRC400 ORD430 ORD404 ORD415 ORD409 OHS4004 ORD400 ORD516 ORD517 ORD518 BSK404',
  Inventory: 'INV700 INV406 INV701 INV702 INV405 INV407 INV408 INV409',
  Gifts: 'GFS800 GFO404 GFO405 GFC400 GFC410 GFC799 GFC800 GFC700 GFC760 GFC812 GFC725 GFC740 GFC755',
  Shipping: 'SHP404 SHP500 SHP410',
  Payment: 'FE309 PYT402 PYT404 PYT300 PYT405 PYT406 PYT400 BIL400 BILL410 PAY400 PAY401',
  Tax: 'TAX309 TAX310',
  Promotions: 'PRM130 PRM160 PRM135 PRM140 PRM150 PRM155 PRM416 PRM175 CHK380 CHK320 GWP403',
  Rewards: 'REW401 REW130 REW135 REW140',
  Profile:
    'PLP400 PRO412 PRO418 PRO414 PRO415 PRO404 PRO410 PRO411 FE340 FE872 CCA400 CCA401 CCN404 4044 STR404 RTN500 ATTR100 ATTR200 ATTR300 REV410',
}

// Copied from 000 §8 "Cart-side error ids and handling", 000 §4 and 001 §8.
const CART_SIDE_IDS = `ITEM_NOT_AVAILABLE NO_PRICE INVALID_PRICE INVALID_CUSTOMER CART_NOT_FOUND ITEM_OOS ITEMS_OOS
  ADDED_MAX_QUANTITY GWP_PRODUCT DUPLICATED_TOKEN ProductItemMaxQuantity ProductItemRequired PAYMENT_ERROR
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION CANT_SHIP_THERE GC_INVALID2 GC_ALREADY_APPLIED GC_NOT_ALLOWED GC_ZERO_BALANCE
  ITEM_NO_LONGER_AVAILABLE CC_EXPIRY_DATE_INVALID PAYMENT_INSTRUMENT_NOT_FOUND ADDRESS_NOT_FOUND
  SHIPPING_POBOX_UNAVAILABLE SOME_PRODUCTS_NO_INVENTORY LOGIN_IN_USE LOGIN_IN_USE2 PHONE_NUMBER_ALREADY_IN_USE
  PHONE_NUMBER_ALREADY_IN_USE2 MISSING_BIRTHDATE ProductLineItemInventoryMissing ProductItemNotAvailable
  ProductLineItemFullInventoryMissing InvalidShippingAddress PickupToSthTransition PickupToStsTransition
  StsToSthTransition StsToPickupTransition STHToPickupTransition OrderShippingMethodDowngraded
  successfullyAddedToCart cartItemQuantityEdited`

const words = (text: string) => text.split(/\s+/).filter(Boolean)
const ALL_SERVER_CODES = Object.values(SERVER_CODES).flatMap(words)

describe('error catalogue coverage', () => {
  it('ERR-005 has an entry with a message, meaning and display for every code of both specs', () => {
    expect(ALL_SERVER_CODES).toHaveLength(112)
    for (const code of [...ALL_SERVER_CODES, ...words(CART_SIDE_IDS)]) {
      const entry = lookupError(code)
      expect(entry, code).toBeDefined()
      expect(entry!.code).toBe(code)
      expect(entry!.message.trim(), code).not.toBe('')
      expect(entry!.meaning.trim(), code).not.toBe('')
      expect(entry!.display, code).toBeTruthy()
      if (entry!.display === 'field') expect(entry!.field, code).toBeTruthy()
    }
  })

  it('ERR-005 keeps every internal id it points to in the catalogue', () => {
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      if (entry.internalId) expect(lookupError(entry.internalId), entry.code).toBeDefined()
    }
  })

  it('A25 keeps the irregular spellings BIL400, BILL410, 4044 and OHS4004 as given', () => {
    for (const code of ['BIL400', 'BILL410', '4044', 'OHS4004']) expect(lookupError(code)?.code).toBe(code)
    expect(lookupError('BILL400')).toBeUndefined()
    expect(lookupError('OHS404')).toBeUndefined()
  })

  it('does not resolve prototype keys as errors', () => {
    expect(lookupError('toString')).toBeUndefined()
    expect(lookupError('__proto__')).toBeUndefined()
    expect(errorMessage('constructor', 'upstream')).toBe('upstream')
  })
})

describe('quoted messages (verbatim)', () => {
  it.each([
    ['ITEM_OOS', 'this item could not be moved to cart'],
    ['GWP_PRODUCT_QUANTITY', 'maximum item quantity while in cart'],
    ['PAYMENT_AUTHENTICATION_ERROR', 'payment authentication error'],
    ['REMOVE_ITEM_FAILED', 'Unable to remove item from cart. Please try again later'],
    ['CREDIT_CARD_SAVE_FAILED', 'credit card save failed'],
    ['GIFT_CARD_SAVE_FAILED', 'gift card save failed'],
    ['ORDER_UPDATED', 'order updated'],
    ['PROFILE_NOT_LOADED', 'Profile not loaded'],
  ])('%s reads %j', (id, message) => {
    expect(errorMessage(id)).toBe(message)
  })

  it('ERR-113 ITEM_OOS shows the quoted move-to-cart message', () => {
    expect(errorMessage('ITEM_OOS', 'Out of stock')).toBe('this item could not be moved to cart')
  })

  it('ERR-116 GWP_PRODUCT on add is a toast; on a quantity update the quoted message', () => {
    expect(errorDisplay('GWP403')).toBe('toast')
    expect(errorMessage('GWP_PRODUCT')).toMatch(/cannot be added/)
    expect(errorMessage('GWP_PRODUCT_QUANTITY')).toBe('maximum item quantity while in cart')
  })

  it('ERR-126 a 3DS failure has the payment authentication error message', () => {
    expect(errorMessage('PAYMENT_AUTHENTICATION_ERROR')).toBe('payment authentication error')
  })

  it('ERR-130 the remove-item failure message is verbatim', () => {
    expect(ERROR_CATALOGUE.REMOVE_ITEM_FAILED?.message).toBe(
      'Unable to remove item from cart. Please try again later',
    )
  })
})

describe('ERR-001 mapping and fallback', () => {
  it('ERR-001 maps a known id to its template, not the server message', () => {
    expect(errorMessage('AUT423', 'LOCKED')).toBe(ERROR_CATALOGUE.AUT423!.message)
    expect(errorMessage('AUT423', 'LOCKED')).not.toBe('LOCKED')
  })

  it('ERR-001 falls back to the server message for an unknown id, then to a generic sentence', () => {
    expect(errorMessage('XYZ999', 'Upstream words')).toBe('Upstream words')
    expect(errorMessage(undefined, 'Upstream words')).toBe('Upstream words')
    expect(errorMessage('XYZ999')).toBe(GENERIC_ERROR_MESSAGE)
    expect(errorMessage(undefined, '  ')).toBe('Something went wrong. Please try again.')
  })

  it('ERR-011 maps AUT401, AUT418, AUT437 and AUT438 to invalid credentials', () => {
    const messages = ['AUT401', 'AUT418', 'AUT437', 'AUT438'].map((code) => errorMessage(code))
    expect(new Set(messages).size).toBe(1)
    expect(messages[0]).toBe('The email or password is incorrect. Please try again.')
  })

  it('ERR-030 gives each API-level code its own template', () => {
    const messages = ['API400', 'API404', 'API405', 'API406', 'API415', 'GEN500'].map((c) => errorMessage(c))
    expect(new Set(messages).size).toBe(6)
  })

  it('ERR-081 gives the four reward codes distinct messages', () => {
    const messages = ['REW401', 'REW130', 'REW135', 'REW140'].map((c) => errorMessage(c))
    expect(new Set(messages).size).toBe(4)
  })

  it('ERR-114 ITEMS_OOS (INV406) shows the server message, else its template', () => {
    expect(errorMessage('ITEMS_OOS', 'Jacket is sold out')).toBe('Jacket is sold out')
    expect(errorMessage('INV406', 'Jacket is sold out')).toBe('Jacket is sold out')
    expect(errorMessage('ITEMS_OOS')).toBe(ERROR_CATALOGUE.ITEMS_OOS!.message)
  })
})

describe('ERR-115 max quantity', () => {
  it('ERR-115 builds the message from maxAllowedQty', () => {
    expect(addedMaxQuantityMessage(3)).toContain('3')
  })

  it('ERR-115 uses the default message without a usable maxAllowedQty', () => {
    const fallback = ERROR_CATALOGUE.ADDED_MAX_QUANTITY!.message
    expect(addedMaxQuantityMessage()).toBe(fallback)
    expect(addedMaxQuantityMessage(Number.NaN)).toBe(fallback)
    expect(addedMaxQuantityMessage(0)).toBe(fallback)
    expect(fallback).not.toMatch(/\d/)
  })

  it('ERR-118 refines the item message by its extra info', () => {
    expect(itemErrorMessage('ORD404', 'ProductItemMaxQuantity')).toBe(
      ERROR_CATALOGUE.ProductItemMaxQuantity!.message,
    )
    expect(itemErrorMessage('ORD404', 'ProductItemRequired')).toBe(
      ERROR_CATALOGUE.ProductItemRequired!.message,
    )
    expect(itemErrorMessage('ORD404')).toBe(errorMessage('ORD404'))
    expect(itemErrorMessage('ORD404', 'AUT401')).toBe(errorMessage('ORD404'))
  })
})

describe('A9 server code → internal id', () => {
  it.each([
    ['AUT498', 'INVALID_CUSTOMER'],
    ['AUT439', 'LOGIN_IN_USE'],
    ['PRO400', 'LOGIN_IN_USE2'],
    ['AUT444', 'PHONE_NUMBER_ALREADY_IN_USE'],
    ['AUT442', 'PHONE_NUMBER_ALREADY_IN_USE2'],
    ['AUT409', 'DUPLICATED_TOKEN'],
    ['PRC400', 'INVALID_PRICE'],
    ['ORD430', 'ITEM_NO_LONGER_AVAILABLE'],
    ['INV405', 'ITEM_NO_LONGER_AVAILABLE'],
    ['INV407', 'ITEM_NO_LONGER_AVAILABLE'],
    ['ORD404', 'ITEM_NOT_AVAILABLE'],
    ['BSK404', 'CART_NOT_FOUND'],
    ['INV700', 'ITEM_OOS'],
    ['INV406', 'ITEMS_OOS'],
    ['INV702', 'NO_PRICE'],
    ['INV408', 'ADDED_MAX_QUANTITY'],
    ['INV409', 'SOME_PRODUCTS_NO_INVENTORY'],
    ['GFC800', 'GC_INVALID2'],
    ['GFC700', 'GC_INVALID2'],
    ['GFC760', 'GC_INVALID2'],
    ['GFC725', 'GC_NOT_ALLOWED'],
    ['GFC740', 'GC_ZERO_BALANCE'],
    ['GFC755', 'GC_ALREADY_APPLIED'],
    ['SHP500', 'SHIPPING_POBOX_UNAVAILABLE'],
    ['FE309', 'CC_EXPIRY_DATE_INVALID'],
    ['PYT402', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION'],
    ['PYT404', 'PAYMENT_INSTRUMENT_NOT_FOUND'],
    ['PYT405', 'ADDRESS_NOT_FOUND'],
    ['PAY400', 'PAYMENT_ERROR'],
    ['PAY401', 'CANT_SHIP_THERE'],
    ['GWP403', 'GWP_PRODUCT'],
    ['PRO411', 'MISSING_BIRTHDATE'],
  ])('A9 maps %s to %s', (code, id) => {
    expect(internalIdFor(code)).toBe(id)
  })

  it('A9 leaves codes without a bracketed id unmapped', () => {
    expect(internalIdFor('AUT401')).toBeUndefined()
    expect(internalIdFor('TAX309')).toBeUndefined()
  })
})

describe('A24 delivery-change codes', () => {
  it('A24 supports the six codes exactly as spelled', () => {
    expect(DELIVERY_CHANGE_CODES).toEqual([
      'PickupToSthTransition',
      'PickupToStsTransition',
      'StsToSthTransition',
      'StsToPickupTransition',
      'STHToPickupTransition',
      'OrderShippingMethodDowngraded',
    ])
    for (const code of DELIVERY_CHANGE_CODES) expect(isDeliveryChangeCode(code)).toBe(true)
  })

  it('A24 matching is case-sensitive', () => {
    for (const code of [
      'PickupToSTHTransition',
      'StHToPickupTransition',
      'sthToPickupTransition',
      '',
      undefined,
    ]) {
      expect(isDeliveryChangeCode(code)).toBe(false)
    }
  })

  it("ERR-135 shows 'order updated' with an item delivery-changed reason", () => {
    for (const code of DELIVERY_CHANGE_CODES) {
      expect(lookupError(code)?.title).toBe('order updated')
      expect(lookupError(code)?.group).toBe('delivery-change')
    }
  })
})
