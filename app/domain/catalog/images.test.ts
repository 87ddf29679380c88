import { describe, expect, it } from 'vitest'
import { imageUrl, productImage } from './images.ts'

const params = (url: string) => Object.fromEntries(new URL(url, 'http://x.test').searchParams)

describe('image URLs', () => {
  it('CAT-058 CONST-010 doubles wid and hei, quality 50, sharpen 60, dpr 2.0', () => {
    const url = new URL(imageUrl('http://img.test/images/products/AB123456-001-0.svg', 300, 400))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      wid: '600',
      hei: '800',
      qlt: '50',
      op_sharpen: '60',
      dpr: '2.0',
    })
    expect(url.origin + url.pathname).toBe('http://img.test/images/products/AB123456-001-0.svg')
  })

  it('CAT-058 keeps a relative URL relative and replaces sizing parameters it already had', () => {
    const url = imageUrl('/images/a.svg?wid=10&hei=10&qlt=90', 150)
    expect(url.startsWith('/images/a.svg?')).toBe(true)
    expect(params(url)).toEqual({ wid: '300', hei: '300', qlt: '50', op_sharpen: '60', dpr: '2.0' })
  })

  it('CAT-058 gives sized attributes and a srcset whose candidates follow the rule', () => {
    const attrs = productImage('/images/a.svg', 600, 400)
    expect(attrs).toMatchObject({ width: 600, height: 400, sizes: '(min-width: 768px) 600px, 100vw' })
    expect(params(attrs.src)).toMatchObject({ wid: '1200', hei: '800' })
    const candidates = attrs.srcSet.split(', ').map((c) => c.split(' '))
    expect(candidates.map(([, w]) => w)).toEqual(['600w', '1200w'])
    expect(candidates.map(([u]) => params(u!))).toEqual([
      expect.objectContaining({ wid: '600', hei: '400', dpr: '2.0' }),
      expect.objectContaining({ wid: '1200', hei: '800', dpr: '2.0' }),
    ])
  })

  it('takes the sizes the layout asks for', () => {
    expect(productImage('/a.svg', 96, 96, '96px').sizes).toBe('96px')
  })
})
