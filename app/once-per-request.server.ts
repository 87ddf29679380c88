/**
 * `read`, run at most once per request and arguments: the layout's and the page's loaders, and the
 * parts of a page, that need the same upstream answer (or the same decision) share one call, in the
 * same round of calls. The request's shopper is the key, so nothing outlives the request.
 */
export function oncePerRequest<Shopper extends object, T, Args extends string[] = []>(
  read: (shopper: Shopper, ...args: Args) => Promise<T>,
): (shopper: Shopper, ...args: Args) => Promise<T> {
  const reads = new WeakMap<Shopper, Map<string, Promise<T>>>()
  return (shopper, ...args) => {
    let ofRequest = reads.get(shopper)
    if (!ofRequest) reads.set(shopper, (ofRequest = new Map()))
    const key = args.join('\u0000')
    let result = ofRequest.get(key)
    if (!result) {
      result = read(shopper, ...args)
      ofRequest.set(key, result)
    }
    return result
  }
}
