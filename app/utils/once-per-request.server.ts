import type { Shopper } from '#app/context.server.ts'

/**
 * `read`, run at most once per request: the layout's and the page's loaders, and the parts of a page,
 * that need the same upstream answer share one call, in the same round of calls. The request's
 * shopper is the key, so nothing outlives the request.
 */
export function oncePerRequest<T>(read: (shopper: Shopper) => Promise<T>): (shopper: Shopper) => Promise<T> {
  const reads = new WeakMap<Shopper, Promise<T>>()
  return (shopper) => {
    let result = reads.get(shopper)
    if (!result) {
      result = read(shopper)
      reads.set(shopper, result)
    }
    return result
  }
}
