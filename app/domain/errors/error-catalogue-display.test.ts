import { describe, expect, it } from 'vitest'
import {
  cardSaveFailureMessage,
  errorDisplay,
  errorMessage,
  fieldError,
  flowErrorMessage,
  lookupError,
  OUT_OF_STOCK_MESSAGE,
} from '#app/domain/errors/errors.ts'

describe('where errors are shown', () => {
  it('ERR-110 shows ITEM_NOT_AVAILABLE, NO_PRICE and INVALID_PRICE on the item', () => {
    for (const id of ['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE', 'ORD404', 'INV702', 'PRC400']) {
      expect(errorDisplay(id, 'cart'), id).toBe('item')
    }
  })

  it('ERR-110 puts every other cart error in a top notification', () => {
    for (const id of [
      'ADDED_MAX_QUANTITY',
      'INV408',
      'INV406',
      'ITEMS_OOS',
      'GWP_PRODUCT_QUANTITY',
      'XYZ999',
    ]) {
      expect(errorDisplay(id, 'cart'), id).toBe('top')
    }
  })

  it('ERR-111 and ERR-112 keep the logout and retry behaviours in the cart', () => {
    expect(errorDisplay('AUT498', 'cart')).toBe('logout')
    expect(errorDisplay('INVALID_CUSTOMER')).toBe('logout')
    expect(errorDisplay('BSK404', 'cart')).toBe('retry')
    expect(errorDisplay('CART_NOT_FOUND')).toBe('retry')
  })

  it('ERR-119 shows PAYMENT_ERROR, PAYMENT_FRAUD_VERIFICATION_EXCEPTION and CANT_SHIP_THERE at the top', () => {
    for (const id of [
      'PAYMENT_ERROR',
      'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
      'CANT_SHIP_THERE',
      'PAY400',
      'PYT402',
    ]) {
      expect(errorDisplay(id, 'add-payment'), id).toBe('top')
    }
  })

  it('ERR-120 shows the four gift card ids inline at the gift card input', () => {
    for (const id of ['GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE']) {
      expect(errorDisplay(id, 'add-payment'), id).toBe('inline-gift-card')
      expect(lookupError(id)?.display, id).toBe('inline-gift-card')
    }
    for (const code of ['GFC800', 'GFC700', 'GFC760', 'GFC725', 'GFC740', 'GFC755']) {
      expect(errorDisplay(code, 'add-payment'), code).toBe('inline-gift-card')
    }
  })

  it('ERR-122 shows the eight place-order ids in a top notification', () => {
    const ids = [
      'CC_EXPIRY_DATE_INVALID',
      'PAYMENT_INSTRUMENT_NOT_FOUND',
      'ADDRESS_NOT_FOUND',
      'PAYMENT_ERROR',
      'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
      'CART_NOT_FOUND',
      'SHIPPING_POBOX_UNAVAILABLE',
      'SOME_PRODUCTS_NO_INVENTORY',
    ]
    for (const id of ids) expect(errorDisplay(id, 'place-order'), id).toBe('top')
    for (const code of ['FE309', 'PYT404', 'PYT405', 'PAY400', 'PYT402', 'BSK404', 'SHP500', 'INV409']) {
      expect(errorDisplay(code, 'place-order'), code).toBe('top')
    }
  })

  it('ERR-121 ITEM_NO_LONGER_AVAILABLE on place order flashes at the top', () => {
    expect(errorDisplay('ORD430', 'place-order')).toBe('top')
  })

  it('ERR-124 any other place-order error gets a persistent toast', () => {
    for (const id of ['TAX309', 'GEN500', 'XYZ999', undefined]) {
      expect(errorDisplay(id, 'place-order'), String(id)).toBe('toast-persistent')
    }
  })

  it('ERR-127 shows LOGIN_IN_USE and LOGIN_IN_USE2 (AUT439, PRO400) on the email field', () => {
    for (const id of ['LOGIN_IN_USE', 'LOGIN_IN_USE2', 'AUT439', 'PRO400']) {
      expect(fieldError(id)?.field, id).toBe('email')
    }
  })

  it('ERR-128 shows both phone-in-use variants (AUT444, AUT442) on the phone field', () => {
    for (const id of ['PHONE_NUMBER_ALREADY_IN_USE', 'PHONE_NUMBER_ALREADY_IN_USE2', 'AUT444', 'AUT442']) {
      expect(fieldError(id)?.field, id).toBe('phone')
    }
  })

  it('ERR-129 MISSING_BIRTHDATE (PRO411) puts its error on the birth-date field', () => {
    expect(fieldError('MISSING_BIRTHDATE')).toEqual({
      field: 'birthDate',
      message: 'Please enter your date of birth.',
    })
    expect(fieldError('PRO411')?.field).toBe('birthDate')
    expect(fieldError('AUT401')).toBeUndefined()
  })

  it('VAL-057 maps the validation codes to field-level messages', () => {
    const fields = {
      FE340: 'confirmPassword',
      FE872: 'password',
      AUT453: 'email',
      PRO410: 'birthDate',
      PRO411: 'birthDate',
      FE309: 'expiryDate',
      SHP410: 'phone',
      BILL410: 'phone',
      REV410: 'reviewText',
    }
    for (const [code, field] of Object.entries(fields)) expect(fieldError(code)?.field, code).toBe(field)
    expect(errorMessage('FE872')).toBe('Password must contain at least 8 characters')
    expect(errorMessage('AUT453')).toBe('Email is not valid')
  })
})

describe('where the shipping step shows errors', () => {
  it('ERR-062 SHP410 (phone empty) shows at the phone field', () => {
    expect(errorDisplay('SHP410', 'shipping')).toBe('field')
    expect(fieldError('SHP410', 'shipping')).toEqual({ field: 'phone', message: errorMessage('SHP410') })
  })

  it('ERR-070 PAY401 (cannot ship there) shows at the country field, with its own message', () => {
    expect(errorDisplay('PAY401', 'shipping')).toBe('field')
    expect(fieldError('PAY401', 'shipping')).toEqual({ field: 'country', message: errorMessage('PAY401') })
    expect(fieldError('CANT_SHIP_THERE', 'shipping')?.field).toBe('country')
  })

  it('ERR-061 SHP500 (PO box) shows at the first address line, but at the top on place order (ERR-122)', () => {
    expect(fieldError('SHP500', 'shipping')).toEqual({
      field: 'addressLine1',
      message: errorMessage('SHP500'),
    })
    expect(errorDisplay('SHP500', 'place-order')).toBe('top')
  })

  it('ERR-079 CHK320 (address invalid) shows at the postal code; CHK380 above the form', () => {
    expect(fieldError('CHK320', 'shipping')).toEqual({ field: 'postalCode', message: errorMessage('CHK320') })
    expect(errorDisplay('CHK380', 'shipping')).toBe('top')
    expect(fieldError('CHK380', 'shipping')).toBeUndefined()
  })

  it('ERR-060 SHP404 (method unavailable) and any other error show above the form', () => {
    for (const id of ['SHP404', 'BIL400', 'GEN500', 'XYZ999', undefined]) {
      expect(errorDisplay(id, 'shipping'), String(id)).toBe('top')
      expect(fieldError(id, 'shipping'), String(id)).toBeUndefined()
    }
  })

  it('places only by the shipping context there: a field error elsewhere stays above the shipping form', () => {
    // BILL410 is the billing form's phone (ERR-069), not the shipping form's.
    expect(fieldError('BILL410')?.field).toBe('phone')
    expect(fieldError('BILL410', 'shipping')).toBeUndefined()
  })
})

describe('flow messages', () => {
  it("ERR-131 a card save shows the server message for PYT300, else 'credit card save failed'", () => {
    expect(cardSaveFailureMessage('credit-card', 'PYT300', 'Card ending 1111 is already saved')).toBe(
      'Card ending 1111 is already saved',
    )
    expect(cardSaveFailureMessage('credit-card', 'PAY400', 'Declined')).toBe('credit card save failed')
    expect(cardSaveFailureMessage('credit-card', undefined)).toBe('credit card save failed')
  })

  it("ERR-132 a gift card save shows the server message when it exists, else 'gift card save failed'", () => {
    expect(cardSaveFailureMessage('gift-card', 'PYT300', 'Gift card already saved')).toBe(
      'Gift card already saved',
    )
    expect(cardSaveFailureMessage('gift-card', 'GFC800', 'Invalid')).toBe('gift card save failed')
  })

  it('ERR-133 ProductLineItemInventoryMissing and ProductItemNotAvailable show the out-of-stock message', () => {
    expect(errorMessage('ProductLineItemInventoryMissing')).toBe(OUT_OF_STOCK_MESSAGE)
    expect(errorMessage('ProductItemNotAvailable')).toBe(OUT_OF_STOCK_MESSAGE)
  })

  it('ERR-134 ProductLineItemFullInventoryMissing shows out of stock, and the empty-cart order message exists', () => {
    expect(errorMessage('ProductLineItemFullInventoryMissing')).toBe(OUT_OF_STOCK_MESSAGE)
    expect(errorMessage('ORDER_OUT_OF_STOCK')).toMatch(/cannot be completed because .*out of stock/)
  })

  it('ERR-136 InvalidShippingAddress shows an invalid shipping address message', () => {
    expect(errorMessage('InvalidShippingAddress')).toMatch(/shipping address is not valid/)
  })

  it('ERR-125 a buy-now-pay-later failure uses the PAY400 message', () => {
    expect(errorMessage('PAY400')).toBe(lookupError('PAYMENT_ERROR')?.message)
  })
})

describe('flow-specific messages', () => {
  it("ERR-113 INV700 while moving to the cart reads 'this item could not be moved to cart'", () => {
    expect(flowErrorMessage('INV700', 'move-to-cart')).toBe('this item could not be moved to cart')
    expect(flowErrorMessage('INV700', 'add-to-cart')).toBe(OUT_OF_STOCK_MESSAGE)
  })

  it("ERR-116 GWP403 on a quantity update reads 'maximum item quantity while in cart'", () => {
    expect(flowErrorMessage('GWP403', 'update-quantity')).toBe('maximum item quantity while in cart')
    expect(flowErrorMessage('GWP403', 'add-to-cart')).toBe(errorMessage('GWP_PRODUCT'))
  })

  it('ERR-115 INV408 in a flow is built from maxAllowedQty', () => {
    expect(flowErrorMessage('INV408', 'add-to-cart', { maxAllowedQty: 3 })).toContain('3')
  })

  it('ERR-130 any remove-item failure reads the quoted text', () => {
    expect(flowErrorMessage('GEN500', 'remove-item')).toBe(
      'Unable to remove item from cart. Please try again later',
    )
  })

  it('ERR-001 other errors in a flow keep their template or the server message', () => {
    expect(flowErrorMessage('TAX309', 'add-to-cart')).toBe(errorMessage('TAX309'))
    expect(flowErrorMessage('XYZ999', 'update-quantity', { serverMessage: 'Upstream' })).toBe('Upstream')
  })
})
