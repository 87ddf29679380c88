/**
 * Surrogate keys (decision 069): what a shareable page was built from, named so that a change upstream
 * can purge exactly the pages that show it — at a shared cache (Fastly's `Surrogate-Key`, Cloudflare's
 * `Cache-Tag`, Varnish bans on either), in the first-visit page copies and in the content cache.
 */

/** Only these characters: every CDN's tag header and a Varnish ban expression take them as they are. */
const KEY_CHARACTERS = /[^A-Za-z0-9:_.-]/g
/** Fastly's longest key (bytes); a longer id is cut, still naming the same thing for a purge. */
const MAX_KEY_LENGTH = 1024
/**
 * Fastly reads at most 16 kB of Surrogate-Key; Cloudflare at most 16 kB of Cache-Tag. A page that
 * names more (a listing of hundreds of tiles) keeps the keys that matter most — the ones added
 * first: the page's own product, category and content — and drops tile keys past the limit.
 */
export const MAX_HEADER_BYTES = 16_000

function key(kind: string, id: string): string {
  return `${kind}:${id.replaceAll(KEY_CHARACTERS, '_')}`.slice(0, MAX_KEY_LENGTH)
}

export const productKey = (productId: string) => key('product', productId)
export const variantKey = (variantId: string) => key('variant', variantId)
export const categoryKey = (categoryId: string) => key('category', categoryId)
export const contentKey = (documentId: string) => key('content', documentId)
/** The locale's pages (`en-us`): a market-wide change purges them all without a full purge. */
export const localeKey = (locale: string) => key('locale', locale.toLowerCase())
/** The navigation menu and footer: on every page with the header. */
export const MENU_KEY = 'menu'

/** A key as the contract spells it: anything else (from a header, a webhook) is refused. */
export const SURROGATE_KEY = /^[A-Za-z0-9:_.-]{1,1024}$/

/** The keys in the order they were added, each once, up to MAX_HEADER_BYTES as one header value. */
export function headerKeys(keys: Iterable<string>): string[] {
  const kept: string[] = []
  let bytes = 0
  for (const each of new Set(keys)) {
    if (!SURROGATE_KEY.test(each)) continue
    const more = each.length + (kept.length ? 1 : 0)
    if (bytes + more > MAX_HEADER_BYTES) break
    kept.push(each)
    bytes += more
  }
  return kept
}

/** `Surrogate-Key` (Fastly, Varnish here): space-separated. */
export const surrogateKeyHeader = (keys: readonly string[]) => keys.join(' ')
/** `Cache-Tag` (Cloudflare, Akamai): comma-separated. */
export const cacheTagHeader = (keys: readonly string[]) => keys.join(',')

/** A change an upstream reports (the webhook's body, decision 069). */
export type ChangeEvent =
  | {
      type: 'product.price.changed' | 'product.stock.changed'
      data: { productId: string; variantIds: readonly string[] }
    }
  | { type: 'content.published'; data: { documentId: string } }

/** The keys of the pages a change makes stale: the product and each of its variants, or the document. */
export function keysForEvent(event: ChangeEvent): string[] {
  switch (event.type) {
    case 'product.price.changed':
    case 'product.stock.changed':
      return [...new Set([productKey(event.data.productId), ...event.data.variantIds.map(variantKey)])]
    case 'content.published':
      return [contentKey(event.data.documentId)]
  }
}

/** True when an entry built from `built` must go for a purge of `purged`. */
export function sharesKey(built: Iterable<string>, purged: ReadonlySet<string>): boolean {
  for (const each of built) if (purged.has(each)) return true
  return false
}
