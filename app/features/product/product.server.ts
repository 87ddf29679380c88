import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { PRODUCT_ID_PATTERN } from '#app/domain/catalog/product-rules.ts'
import { throwNotFound } from '#app/features/content/index.server.ts'
import { getInventory, keptProductDetails } from '#app/features/catalog/index.server.ts'
import { parseSlugId } from '#app/domain/paths/paths.ts'

/**
 * Details (kept, decision 113) and stock (read every time) in parallel; 404 for an id outside the
 * grammar or unknown upstream.
 */
export async function loadProduct(shopper: Shopper, slugId: string | undefined) {
  const parsed = parseSlugId(slugId, PRODUCT_ID_PATTERN)
  if (!parsed) return throwNotFound(shopper)
  const [product, inventory] = await Promise.all([
    keptProductDetails(shopper, parsed.id).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return throwNotFound(shopper)
      throw error
    }),
    // Stock is shown when known; the cart call checks it again in any case.
    getInventory(shopper.api, parsed.id).catch((error: unknown) => {
      shopper.logger.warn({ err: error }, 'inventory unavailable')
      return null
    }),
  ])
  return { parsed, product, inventory }
}
