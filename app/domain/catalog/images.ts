/**
 * Product image URLs by the spec's rule (CONST-010): the requested width and height doubled,
 * quality 50, sharpen 60, dpr 2.0.
 */
export function imageUrl(url: string, width: number, height: number = width): string {
  const u = new URL(url, 'http://relative.invalid')
  u.searchParams.set('wid', String(width * 2))
  u.searchParams.set('hei', String(height * 2))
  u.searchParams.set('qlt', '50')
  u.searchParams.set('op_sharpen', '60')
  u.searchParams.set('dpr', '2.0')
  return u.origin === 'http://relative.invalid' ? `${u.pathname}${u.search}` : u.toString()
}

/**
 * `<img>` attributes for a product image shown at most `width` × `height` CSS pixels: a srcset of
 * half and full size (each URL by the rule above, so its real width is twice the asked one), the
 * `sizes` the layout uses (`sizes`, default: full width on phones) and width/height so nothing shifts.
 */
export function productImage(url: string, width: number, height: number = width, sizes?: string) {
  const half = Math.round(width / 2)
  const halfHeight = Math.round((height * half) / width)
  return {
    src: imageUrl(url, width, height),
    srcSet: `${imageUrl(url, half, halfHeight)} ${half * 2}w, ${imageUrl(url, width, height)} ${width * 2}w`,
    sizes: sizes ?? `(min-width: 768px) ${width}px, 100vw`,
    width,
    height,
  }
}
