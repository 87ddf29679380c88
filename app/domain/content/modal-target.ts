/**
 * Modal targets (CMS-024): a CMS target opens a dialog block when its url is `#modal` or
 * `#modal-<id>`, optionally after a query string (`?size=m#modal-fit`). That query is merged into the
 * page's current query, so following the link keeps what the shopper had (filters, campaign tags).
 * Plain data, no zod: links render in the browser too.
 */

const MODAL_TARGET = /^(\?[^#]*)?#(modal(?:-[\w-]+)?)$/

/** True for a url that opens a dialog block: `#modal…`, or a query followed by `#modal…`. */
export function isModalTarget(url: string): boolean {
  return MODAL_TARGET.test(url)
}

/** The element id a modal url opens (`modal` or `modal-<id>`); null for any other url. */
export function modalTargetId(url: string): string | null {
  return MODAL_TARGET.exec(url)?.[2] ?? null
}

/**
 * The element id of a dialog block, which `#modal-<id>` links open: `modal-<block id>` (a block id that
 * already starts with `modal` is kept as it is), or `modal` for a block without an id.
 */
export function modalElementId(blockId: string | undefined): string {
  if (!blockId) return 'modal'
  return /^modal(?:-|$)/.test(blockId) ? blockId : `modal-${blockId}`
}

/**
 * The href of a target on a page whose query is `currentSearch` (CMS-024): a modal target's own query
 * is merged into the current one (its values win for a key both have) and its `#modal…` hash kept;
 * `#modal…` alone stays as it is (it already keeps the page's query). Any other url is returned unchanged.
 */
export function resolveTarget(url: string, currentSearch: string): string {
  const match = MODAL_TARGET.exec(url)
  if (!match) return url
  const [, query, id] = match
  if (!query) return url
  const own = new URLSearchParams(query)
  const merged = new URLSearchParams(currentSearch)
  for (const key of new Set(own.keys())) merged.delete(key)
  for (const [key, value] of own) merged.append(key, value)
  const search = merged.toString()
  return `${search ? `?${search}` : ''}#${id}`
}
