import { describe, expect, it } from 'vitest'
import { isWarrantyPhotoType } from './warranty.ts'

describe('warranty photo types (FORM-022)', () => {
  it('FORM-022 accepts JPEG, PNG, WebP and HEIC, a HEIC by its extension when the type is unknown', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'IMAGE/JPEG'])
      expect(isWarrantyPhotoType({ name: 'x', type }), type).toBe(true)
    expect(isWarrantyPhotoType({ name: 'IMG_0001.HEIC', type: '' })).toBe(true)
    expect(isWarrantyPhotoType({ name: 'IMG_0001.heif', type: 'application/octet-stream' })).toBe(true)
    expect(isWarrantyPhotoType({ name: 'notes.txt', type: '' })).toBe(false)
    expect(isWarrantyPhotoType({ name: 'a.gif', type: 'image/gif' })).toBe(false)
    expect(isWarrantyPhotoType({ name: 'a.heic', type: 'text/html' })).toBe(false)
  })
})
