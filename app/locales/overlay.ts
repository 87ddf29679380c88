import type { Catalogue } from '#app/components/catalogues.ts'

/**
 * A base catalogue with an overlay's entries in place of its own (decision 071): British English is
 * the US English catalogue with the entries spelt differently replaced, at any depth. The translator
 * reads one catalogue per namespace, so the server and the browser hand it the merged one.
 */
export function overlaid(base: Catalogue, overlay: Catalogue | undefined): Catalogue {
  const merged: Catalogue = { ...base }
  for (const [key, value] of Object.entries(overlay ?? {})) {
    const under = base[key]
    merged[key] =
      value && typeof value === 'object' && under && typeof under === 'object'
        ? overlaid(under as Catalogue, value as Catalogue)
        : value
  }
  return merged
}
