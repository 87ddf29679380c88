import { describe, expect, it } from 'vitest'
import { errorDisplay, errorMessage, GENERIC_ERROR_MESSAGE, lookupError } from '#app/domain/errors/errors.ts'

// The server's own words, which a catalogued code must not show (ERR-001) unless it says so.
const SERVER_WORDS = 'Upstream said no'

/** What a shopper sees for `code` when the server also sent its own words. */
const shown = (code: string) => errorMessage(code, SERVER_WORDS)

describe('server codes of the catalogue (000 §8)', () => {
  it('ERR-031 PRC400 is an invalid price (INVALID_PRICE), shown on the item', () => {
    expect(lookupError('PRC400')).toMatchObject({ meaning: 'invalid price', internalId: 'INVALID_PRICE' })
    expect(shown('PRC400')).toBe(errorMessage('INVALID_PRICE'))
    expect(shown('PRC400')).toMatch(/price of this item is not valid/)
    expect(errorDisplay('PRC400', 'cart')).toBe('item')
  })

  it('ERR-033 ORD404 is an item not available (ITEM_NOT_AVAILABLE), shown on the item', () => {
    expect(lookupError('ORD404')).toMatchObject({
      meaning: 'item not available',
      internalId: 'ITEM_NOT_AVAILABLE',
    })
    expect(shown('ORD404')).toBe(errorMessage('ITEM_NOT_AVAILABLE'))
    expect(errorDisplay('ORD404', 'cart')).toBe('item')
  })

  it('ERR-034 ORD415 is a failed totals calculation, with its own message', () => {
    expect(lookupError('ORD415')?.meaning).toBe('totals calculation failed')
    expect(shown('ORD415')).toMatch(/could not calculate your order total/)
    expect(errorDisplay('ORD415', 'cart')).toBe('top')
  })

  it('ERR-041 INV701 is no inventory', () => {
    expect(lookupError('INV701')?.meaning).toBe('no inventory')
    expect(shown('INV701')).toMatch(/no stock for this item/)
  })

  it('ERR-042 INV702 is no price (NO_PRICE), shown on the item', () => {
    expect(lookupError('INV702')).toMatchObject({ meaning: 'no price', internalId: 'NO_PRICE' })
    expect(shown('INV702')).toBe(errorMessage('NO_PRICE'))
    expect(errorDisplay('INV702', 'cart')).toBe('item')
  })

  it('ERR-043 INV405 and INV407 both mean the items are no longer available', () => {
    for (const code of ['INV405', 'INV407']) {
      expect(lookupError(code), code).toMatchObject({ meaning: 'items no longer available' })
      expect(shown(code), code).toMatch(/no longer available/)
    }
    expect(shown('INV405')).toBe(shown('INV407'))
  })

  it('ERR-050 GFS800 and GFO404 both mean the gift is not available', () => {
    for (const code of ['GFS800', 'GFO404']) {
      expect(lookupError(code)?.meaning, code).toBe('gift not available')
      expect(shown(code), code).toMatch(/gift is no longer available/)
    }
  })

  it('ERR-066 PYT300 is a card that already exists; a card save shows the server message (ERR-131)', () => {
    expect(lookupError('PYT300')?.meaning).toBe('card already exists')
    expect(shown('PYT300')).toBe(SERVER_WORDS)
    expect(errorMessage('PYT300')).toMatch(/already saved/)
  })

  it('ERR-082 PLP400 is a list product not found', () => {
    expect(lookupError('PLP400')?.meaning).toBe('list product not found')
    expect(shown('PLP400')).toMatch(/could not find this product in your list/)
  })

  it('ERR-083 PRO412 and PRO418 both mean the profile update failed', () => {
    for (const code of ['PRO412', 'PRO418']) {
      expect(lookupError(code)?.meaning, code).toBe('profile update failed')
      expect(shown(code), code).toMatch(/could not update your profile/)
    }
  })

  it('ERR-085 PRO415 is a failed password change', () => {
    expect(lookupError('PRO415')?.meaning).toBe('password change failed')
    expect(shown('PRO415')).toMatch(/could not change your password/)
  })

  it("ERR-091 STR404 is the employee's store not found", () => {
    expect(lookupError('STR404')?.meaning).toBe('employee store not found')
    expect(shown('STR404')).toMatch(/could not find the store for this employee/)
  })

  it('ERR-093 ATTR100, ATTR200 and ATTR300 are a missing request type, organisation and payload', () => {
    expect(['ATTR100', 'ATTR200', 'ATTR300'].map((code) => lookupError(code)?.meaning)).toEqual([
      'missing request type',
      'missing organisation',
      'missing payload',
    ])
    for (const code of ['ATTR100', 'ATTR200', 'ATTR300']) {
      expect(shown(code), code).not.toBe(SERVER_WORDS)
      expect(shown(code), code).not.toBe(GENERIC_ERROR_MESSAGE)
    }
  })
})
