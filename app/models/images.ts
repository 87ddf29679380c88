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

/** `<img>` attributes for a square product image shown at `width` CSS pixels, with a srcset. */
export function productImage(url: string, width: number) {
  const half = Math.round(width / 2)
  return {
    src: imageUrl(url, width),
    srcSet: `${imageUrl(url, half)} ${half * 2}w, ${imageUrl(url, width)} ${width * 2}w`,
    sizes: `(min-width: 768px) ${width}px, 100vw`,
    width,
    height: width,
  }
}
