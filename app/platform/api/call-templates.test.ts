import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALL_TEMPLATES, callPath, placeholdersOf } from './call-templates.ts'

/** 000 §3: the identifiers the spec's calls are written with, spelled as the spec spells them. */
const SPEC_IDENTIFIERS = [
  'basketId',
  'saveForlaterId',
  'itemId',
  'orderId',
  'orderNumber',
  'addressId',
  'paymentInstrumentId',
  'adjustmentId',
  'shippingId',
  'productId',
  'siteId',
  'mode',
]

const FEATURES_DIR = path.resolve(import.meta.dirname, '../../features')
/** Every endpoint client: app/features/<feature>/api/<resource>.server.ts. */
const endpointClients = () =>
  readdirSync(FEATURES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /(^|[/\\])api[/\\][^/\\]+\.server\.ts$/.test(file),
  )

describe('call templates', () => {
  it('PLAT-018 the route-template table uses exactly the spec identifiers as placeholders', () => {
    const used = new Set(Object.values(CALL_TEMPLATES).flatMap(placeholdersOf))
    expect([...used].sort()).toEqual([...SPEC_IDENTIFIERS].sort())
  })

  it('PLAT-018 literal path segments are not placeholders', () => {
    expect(placeholdersOf(CALL_TEMPLATES.saveForLaterItem)).toEqual(['saveForlaterId', 'itemId'])
    expect(placeholdersOf(CALL_TEMPLATES.paymentInstruments)).toEqual(['basketId'])
    expect(placeholdersOf('/cart/v1/cart/prepareOrder')).toEqual([])
  })

  it('PLAT-018 fills each placeholder URI-encoded', () => {
    expect(callPath(CALL_TEMPLATES.saveForLaterItem, { saveForlaterId: 'sfl 1', itemId: 'a/b?c' })).toBe(
      '/cart/v2/saveForLater/sfl%201/items/a%2Fb%3Fc',
    )
    expect(callPath(CALL_TEMPLATES.productContent, { siteId: 'us', productId: 'P-1' })).toBe(
      '/caas/v1/canvas/product/us/P-1',
    )
    expect(callPath(CALL_TEMPLATES.contentMode, { mode: 'live' })).toBe('/live')
  })

  it('PLAT-018 a missing identifier throws instead of sending a broken path', () => {
    const params = {} as { basketId: string }
    expect(() => callPath(CALL_TEMPLATES.cart, params)).toThrow('no value for {basketId}')
  })

  it('PLAT-018 endpoint clients build no call path from spec identifiers alone by hand', () => {
    // A path template literal whose every value is a spec identifier belongs in the table; calls that
    // also carry identifiers of their own (categoryId, reviewId, favoriteId…) are outside it.
    const ids = SPEC_IDENTIFIERS.join('|')
    const value = new RegExp(`^(?:(?:enc|encodeURIComponent)\\()?(?:${ids})\\)?$`)
    const handBuilt = (line: string) => {
      const values = [...line.matchAll(/`\/[^`]*`/g)].flatMap((literal) =>
        [...literal[0].matchAll(/\$\{([^}]*)\}/g)].map((match) => match[1] as string),
      )
      return values.length > 0 && values.every((v) => value.test(v))
    }
    const files = endpointClients()
    expect(files.length).toBeGreaterThan(30)
    const offenders = files.flatMap((file) =>
      readFileSync(path.join(FEATURES_DIR, file), 'utf8')
        .split('\n')
        .filter(handBuilt)
        .map((line) => `${file}: ${line.trim()}`),
    )
    expect(offenders).toEqual([])
  })
})
