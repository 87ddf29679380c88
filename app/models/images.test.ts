import { describe, expect, it } from 'vitest'
import { imageUrl, productImage } from './images.ts'

describe('image URLs', () => {
  it('CONST-010 doubles wid and hei, quality 50, sharpen 60, dpr 2.0', () => {
    const url = new URL(imageUrl('http://img.test/images/products/AB123456-001-0.svg', 300, 200))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      wid: '600',
      hei: '400',
      qlt: '50',
      op_sharpen: '60',
      dpr: '2.0',
    })
  })

  it('gives sized attributes so the layout does not shift', () => {
    const attrs = productImage('/images/a.svg', 600)
    expect(attrs).toMatchObject({ width: 600, height: 600 })
    expect(attrs.srcSet.split(',')).toHaveLength(2)
  })
})
