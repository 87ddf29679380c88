import fc from 'fast-check'

/**
 * Bodies no form of ours sends, mixed into the fuzzed posts (decision 043): JSON, plain text, bytes
 * without a type, multipart that does not parse, a field or a body past its limit, nothing at all.
 * Each shape has the answers the form guard gives it: never a 5xx, never a success.
 */
export const BAD_BODY_SHAPES = [
  'json',
  'text',
  'xml',
  'untyped-bytes',
  'broken-multipart',
  'multipart-without-boundary',
  'oversized-field',
  'oversized-body',
] as const
export type BadBodyShape = (typeof BAD_BODY_SHAPES)[number]
export type BodyShape = 'form' | BadBodyShape

/** Mostly real forms (so validation and the upstream calls are exercised), else one bad shape. */
export const bodyShape: fc.Arbitrary<BodyShape> = fc.oneof(
  { arbitrary: fc.constant('form' as const), weight: 3 },
  { arbitrary: fc.constantFrom(...BAD_BODY_SHAPES), weight: 2 },
)

/** The statuses the guard answers each bad shape with. */
export const EXPECTED_STATUS: Record<BadBodyShape, number> = {
  json: 415,
  text: 415,
  xml: 415,
  'untyped-bytes': 415,
  'broken-multipart': 400,
  'multipart-without-boundary': 400,
  'oversized-field': 413,
  'oversized-body': 413,
}

/** Past the default limits (MAX_FIELD_CHARS 8000, MAX_FORM_BYTES 64 kB). */
const LONG_FIELD = 'x'.repeat(8001)
const BODY_FILLER = 'y'.repeat(7000)

/** The body and content type of a bad shape, built from the post's own fields. */
export function badBody(
  shape: BadBodyShape,
  entries: readonly (readonly [string, string])[],
): { body: BodyInit; contentType?: string } {
  const pairs = entries.map(([name, value]) => [name, value])
  switch (shape) {
    case 'json':
      return { body: JSON.stringify(Object.fromEntries(pairs)), contentType: 'application/json' }
    case 'text':
      return { body: new URLSearchParams(pairs).toString(), contentType: 'text/plain;charset=UTF-8' }
    case 'xml':
      return { body: '<?xml version="1.0"?><form><intent>x</intent></form>', contentType: 'application/xml' }
    case 'untyped-bytes':
      return { body: new TextEncoder().encode(new URLSearchParams(pairs).toString() || 'intent=x') }
    case 'broken-multipart':
      return {
        body: '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd-to-cart\r\n--xy',
        contentType: 'multipart/form-data; boundary=xyz',
      }
    case 'multipart-without-boundary':
      return { body: 'intent=add-to-cart', contentType: 'multipart/form-data' }
    case 'oversized-field':
      return {
        body: new URLSearchParams([...pairs, ['comment', LONG_FIELD]]).toString(),
        contentType: 'application/x-www-form-urlencoded',
      }
    case 'oversized-body':
      return {
        body: new URLSearchParams([
          ...pairs,
          ...Array.from({ length: 10 }, (_, i) => [`filler${i}`, BODY_FILLER]),
        ]).toString(),
        contentType: 'application/x-www-form-urlencoded',
      }
  }
}
