import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/models/api-error.ts'
import { listStores } from '#app/services/stores.server.ts'

/**
 * The names of the stores a cart or an order collects at, by store id: a shopper reads "Pick up at
 * Portland Pearl", never the store's id. One read of the store list (INSTORE-009), only when there
 * are ids to name; when it fails the page still renders, and a line without a name says only that
 * it is picked up in store.
 */
export async function storeNames(
  shopper: Shopper,
  ids: Iterable<string | undefined>,
): Promise<Record<string, string>> {
  const wanted = new Set([...ids].filter((id): id is string => Boolean(id)))
  const names: Record<string, string> = {}
  if (!wanted.size) return names
  try {
    for (const store of (await listStores(shopper.api)).stores) {
      if (wanted.has(store.id) && store.name) names[store.id] = store.name
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ errorId: error.errorId }, 'store names unavailable')
  }
  return names
}
