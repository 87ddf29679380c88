import { http, HttpResponse } from 'msw'
import { categoryById, findProduct, PRODUCTS, productTile, type SeedProduct } from './data/catalog.ts'
import { apiError } from './errors.ts'
import { currencyFromRequest, origin } from './locale.ts'

/**
 * Widget recommendations (CAT-017): `GET /products/v1/widgetRecommendations?widgetId=&productId=&count=`.
 * Products of the same category as `productId` first, then of its parent category, never the product
 * itself, `count` of them (8 by default, at most 24). Each is a recommended product of the spec
 * (CAT-025: id, title, url, image {src, alt}, rating {score, showScore}, price, currency, recToken).
 * Without a productId the widget answers the best-rated products. An unknown product is a 404.
 */

const DEFAULT_COUNT = 8
const MAX_COUNT = 24

function candidates(product: SeedProduct | undefined): SeedProduct[] {
  if (!product) return [...PRODUCTS].sort((a, b) => (b.rating?.score ?? 0) - (a.rating?.score ?? 0))
  const parent = categoryById(product.categoryId)?.parentId
  const others = PRODUCTS.filter((p) => p.id !== product.id && !p.isDigital)
  return [
    ...others.filter((p) => p.categoryId === product.categoryId),
    ...others.filter(
      (p) => p.categoryId !== product.categoryId && categoryById(p.categoryId)?.parentId === parent,
    ),
  ]
}

export const handlers = [
  http.get('*/products/v1/widgetRecommendations', ({ request }) => {
    const url = new URL(request.url)
    const widgetId = url.searchParams.get('widgetId') ?? 'pdp-similar'
    const productId = url.searchParams.get('productId') ?? undefined
    const product = productId ? findProduct(productId) : undefined
    if (productId && !product) return apiError(request, 404, 'API404', 'Product not found')
    const asked = Number(url.searchParams.get('count') ?? DEFAULT_COUNT)
    const count = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_COUNT) : DEFAULT_COUNT
    const currency = currencyFromRequest(request)
    const at = origin(request)
    const recommendations = candidates(product)
      .slice(0, count)
      .map((p, index) => {
        const tile = productTile(p, currency, at)
        return {
          id: p.id,
          title: p.name,
          url: tile.url,
          image: { src: tile.image.url, alt: tile.image.alt },
          rating: {
            score: tile.rating?.score ?? 0,
            showScore: Boolean(tile.rating && tile.rating.reviewsCount > 0),
          },
          price: tile.price,
          currency,
          recToken: `${widgetId}:${productId ?? 'top'}:${index + 1}:${p.id}`,
        }
      })
    return HttpResponse.json({ widgetId, title: 'You may also like', recommendations })
  }),
]
