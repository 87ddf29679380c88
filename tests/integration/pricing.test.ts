import { http, HttpResponse } from 'msw'
import { createElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { PriceTag } from '#app/components/price-tag.tsx'
import { ProductTileCard } from '#app/components/product-tile.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { findProduct, productDetails, productTile } from '#mocks/catalog/seed/catalog.ts'
import { server } from '#mocks/node.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { get, runRoute } from '#tests/helpers/route.ts'

type PdpData = Awaited<ReturnType<typeof pdpLoader>>

async function productPage(path: string) {
  const slugId = path.split('/p/')[1]!.split('?')[0]!
  const result = await runRoute<PdpData>(pdpLoader, get(path), { locale: path.split('/')[1], slugId })
  expect(result.status).toBe(200)
  // The structured data as the document's script has it (decision 086).
  return { ...result.data!, jsonLd: result.documentValue(result.data!.jsonLd)! }
}

async function jsonLdOf(path: string) {
  const { jsonLd } = await productPage(path)
  return JSON.parse(jsonLd) as Record<string, unknown> & { offers: Record<string, unknown> }
}

/** Server HTML without React's text separators, so assertions read like the page. */
const html = (ui: ReactNode) => renderWithProviders(ui).replaceAll('<!-- -->', '')

describe('Product JSON-LD on the product page', () => {
  it('describes the product and its reduced offer', async () => {
    const data = await jsonLdOf('/en-us/p/cloudline-daily-trainer-RS100003')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Cloudline Daily Trainer',
      sku: 'RS100003',
      brand: { '@type': 'Brand', name: 'Cascade Peak' },
      url: 'http://localhost:3000/en-us/p/cloudline-daily-trainer-RS100003',
      offers: {
        '@type': 'Offer',
        price: 89.95,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 276 },
    })
    expect(data.image).toEqual([
      'http://emulator.test/images/products/RS100003-004-1.svg',
      'http://emulator.test/images/products/RS100003-004-2.svg',
      'http://emulator.test/images/products/RS100003-004-3.svg',
    ])
    expect(data.description).toMatch(/^Soft, stable and built for miles\./)
  })

  it("takes availability from the selected variant's stock", async () => {
    // RS100001 colour 001 is pinned in the seed: size 10 has 2 left, size 11 none.
    const low = await jsonLdOf('/en-us/p/tempo-trail-runner-RS100001?color=001&size=10')
    expect(low.offers.availability).toBe('https://schema.org/LimitedAvailability')
    const none = await jsonLdOf('/en-us/p/tempo-trail-runner-RS100001?color=001&size=11')
    expect(none.offers.availability).toBe('https://schema.org/OutOfStock')
    const any = await jsonLdOf('/en-us/p/tempo-trail-runner-RS100001?color=001')
    expect(any.offers.availability).toBe('https://schema.org/InStock')
  })

  it('makes no availability claim when the stock is unknown', async () => {
    server.use(
      http.get('*/products/v2/products/:productId/inventory', () =>
        HttpResponse.json({ errorDetails: [{ errorId: 'GEN500', message: 'down' }] }, { status: 500 }),
      ),
    )
    const data = await jsonLdOf('/en-us/p/tempo-trail-runner-RS100001?color=001&size=10')
    expect(data.offers).not.toHaveProperty('availability')
  })

  it('gives a price range as an aggregate offer, in the site currency, without a rating when none exists', async () => {
    const data = await jsonLdOf('/en-ca/p/congratulations-gift-card-GC100005')
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 25,
      highPrice: 150,
      priceCurrency: 'CAD',
    })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  it('escapes "<" so content cannot close the script element', async () => {
    const hostile = 'Fits well</script><script>alert(1)</script><!--'
    server.use(
      http.get('*/products/v2/products/:productId/details', () =>
        HttpResponse.json({
          ...productDetails(findProduct('RS100003')!, 'USD', 'http://emulator.test'),
          description: hostile,
        }),
      ),
    )
    const { jsonLd } = await productPage('/en-us/p/cloudline-daily-trainer-RS100003')
    expect(jsonLd).not.toContain('<')
    expect(jsonLd).toContain('Fits well\\u003c/script>')
    expect((JSON.parse(jsonLd) as { description: string }).description).toBe(hostile)
  })
})

describe('PriceTag', () => {
  it('CAT-022 CONST-044 shows the reduction and the omnibus line on a reduced tile', () => {
    const tile = productTile(findProduct('RS100003')!, 'USD', 'http://emulator.test')
    const out = html(createElement(ProductTileCard, { product: tile, locale: 'en-us' }))
    expect(out).toMatch(/<span class="sr-only">Sale price <\/span>\$89\.95<\/span>/)
    expect(out).toMatch(/<s[^>]*><span class="sr-only">Original price <\/span>\$119\.95<\/s>/)
    expect(out).toContain('<span aria-hidden="true">−25%</span><span class="sr-only">25% off</span>')
    expect(out).toContain('Lowest price in the 30 days before this discount: $99.95')
  })

  it('CAT-022 A31 leaves the omnibus line out when the sale price is the best price (RS100006)', () => {
    const tile = productTile(findProduct('RS100006')!, 'USD', 'http://emulator.test')
    const out = html(createElement(ProductTileCard, { product: tile, locale: 'en-us' }))
    expect(out).toContain('Original price </span>$99.95</s>')
    expect(out).not.toContain('Lowest price')
  })

  it('CAT-024 shows CAD with its code and a gift card range from its lowest amount', () => {
    const tile = productTile(findProduct('GC100001')!, 'CAD', 'http://emulator.test')
    const out = html(createElement(ProductTileCard, { product: tile, locale: 'en-ca' }))
    expect(out).toMatch(/From CAD\s25\.00/)
    expect(out).not.toContain('$')
    expect(out).not.toContain('</s>')
  })

  it('shows a single amount (a cart line) with its original when it is higher', () => {
    const out = html(
      createElement(PriceTag, { current: 80, original: 100, currency: 'USD', locale: 'en-us' }),
    )
    expect(out).toContain('<span class="sr-only">Original price </span>$100.00</s>')
    expect(out).toContain('<span aria-hidden="true">−20%</span>')
    expect(html(createElement(PriceTag, { current: 80, currency: 'USD', locale: 'en-us' }))).not.toContain(
      '</s>',
    )
  })
})
