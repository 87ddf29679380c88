import { getShopper } from '#app/context.server.ts'
import { PRODUCT_ID_PATTERN } from '#app/domain/catalog/product-rules.ts'
import { galleryMasterId } from '#app/features/ugc/ugc.server.ts'
import type { Route } from './+types/ugc-product'

/**
 * The product details a widget gallery needs (CAT-043): `{ masterId }` for the product id, looked up
 * when the gallery asks (after the page, never holding it), `null` when the lookup failed (logged).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const shopper = getShopper(context)
  const productId = params.productId ?? ''
  if (!PRODUCT_ID_PATTERN.test(productId)) {
    return Response.json({ masterId: null }, { status: 404 })
  }
  const masterId = await galleryMasterId(shopper, productId)
  return Response.json({ masterId }, { headers: { 'Cache-Control': 'private, max-age=300' } })
}
