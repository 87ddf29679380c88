import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { MAX_WARRANTY_PHOTO_BYTES, WARRANTY_DESCRIPTION_MAX } from '#app/domain/help/warranty.ts'
import { MESSAGES } from '../../../validation/validators.ts'
import { latestPurchaseDate, photosError, WARRANTY_MESSAGES, warrantySchema } from './warranty.ts'

const TODAY = new Date('2026-11-26T12:00:00Z')

const valid = {
  intent: 'warranty-claim',
  product: 'Summit Shell Jacket',
  purchaseDate: '2026-03-01',
  description: 'The zip came apart after two hikes.',
  email: 'guest@example.com',
}

function parse(values: Record<string, string>, guest = true) {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) form.append(key, value)
  return parseWithZod(form, { schema: warrantySchema({ today: TODAY, guest }) })
}

const photo = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('warranty claim schema (FORM-022)', () => {
  it('FORM-022 accepts a guest claim with an email, and a signed-in claim without one', () => {
    expect(parse(valid).status).toBe('success')
    const signedIn = parse({ ...valid, email: '' }, false)
    expect(signedIn.status).toBe('success')
    // A signed-in shopper's email comes from the profile: a posted one is ignored.
    const posted = parse({ ...valid, email: 'someone@else.com' }, false)
    expect(posted.status === 'success' && posted.value.email).toBeUndefined()
  })

  it('FORM-022 requires the product, the date, the description and a guest email', () => {
    expect(parse({ intent: 'warranty-claim' }).reply().error).toMatchObject({
      product: [MESSAGES.required],
      purchaseDate: [MESSAGES.required],
      description: [MESSAGES.required],
      email: [MESSAGES.required],
    })
  })

  it('FORM-022 refuses a purchase date in the future or not a calendar date', () => {
    expect(latestPurchaseDate(TODAY).toISOString().slice(0, 10)).toBe('2026-11-27')
    expect(parse({ ...valid, purchaseDate: '2026-11-27' }).status).toBe('success')
    expect(parse({ ...valid, purchaseDate: '2026-11-28' }).reply().error?.purchaseDate).toEqual([
      WARRANTY_MESSAGES.futureDate,
    ])
    expect(parse({ ...valid, purchaseDate: '2026-02-30' }).reply().error?.purchaseDate).toEqual([
      MESSAGES.date,
    ])
  })

  it('FORM-022 bounds the description', () => {
    expect(
      parse({ ...valid, description: 'x'.repeat(WARRANTY_DESCRIPTION_MAX + 1) }).reply().error?.description,
    ).toEqual([MESSAGES.maxLength(WARRANTY_DESCRIPTION_MAX)])
  })

  it('FORM-022 takes up to three JPEG, PNG, WebP or HEIC photos of 5 MB each', () => {
    expect(photosError([])).toBeUndefined()
    expect(
      photosError([photo('a.jpg', 'image/jpeg'), photo('b.png', 'image/png'), photo('c.heic', '')]),
    ).toBeUndefined()
    expect(photosError([photo('d.webp', 'image/webp', MAX_WARRANTY_PHOTO_BYTES)])).toBeUndefined()
    expect(photosError([photo('a.jpg', 'image/jpeg', MAX_WARRANTY_PHOTO_BYTES + 1)])).toBe(
      WARRANTY_MESSAGES.photoSize,
    )
    expect(photosError([photo('a.gif', 'image/gif')])).toBe(WARRANTY_MESSAGES.photoType)
    expect(photosError([photo('a.pdf', 'application/pdf')])).toBe(WARRANTY_MESSAGES.photoType)
    expect(photosError(Array.from({ length: 4 }, (_, i) => photo(`${i}.jpg`, 'image/jpeg')))).toBe(
      WARRANTY_MESSAGES.photoCount,
    )
    expect(WARRANTY_MESSAGES.photoSize).toBe('Each photo must be at most 5 MB')
    expect(WARRANTY_MESSAGES.photoCount).toBe('Attach at most 3 photos')
  })
})
