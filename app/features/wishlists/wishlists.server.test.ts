import { describe, expect, it } from 'vitest'
import { ApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import { failed } from './wishlists.server.ts'

const t: ErrorTranslator = (_key, { defaultValue }) => defaultValue

describe('a wishlist call that fails', () => {
  it('ERR-004 an API error becomes the shopper’s message; any other error is rethrown as it is', () => {
    const planned = new ApiError({ status: 400, errorId: 'PLP400', message: 'list product missing' })
    expect(failed(planned, 'Could not update your list.', t)).toBe(errorMessage('PLP400'))
    const bug = new TypeError("Cannot read properties of undefined (reading 'items')")
    expect(() => failed(bug, 'Could not update your list.', t)).toThrow(bug)
  })

  it('ERR-082 PLP400 shows the list-product-not-found message; an uncatalogued code our own sentence', () => {
    const planned = new ApiError({ status: 400, errorId: 'PLP400', message: 'list product missing' })
    expect(failed(planned, 'fallback', t)).toMatch(/could not find this product in your list/)
    const unknown = new ApiError({ status: 400, errorId: 'XYZ123', message: 'internal words' })
    expect(failed(unknown, 'Could not update your list.', t)).toBe('Could not update your list.')
  })
})
