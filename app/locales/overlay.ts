import type { Catalogue } from './catalogues.ts'

/**
 * The overlays each English language reads, in order, over the US English base (decision 071): British
 * English spells what it spells differently; Canadian English is British English put back where Canada
 * spells as the US does ("authorized", "personalize", "program"), keeping "colour", "favourites" and
 * "cancelled". A namespace without an overlay file reads as the one below it.
 */
export const ENGLISH_OVERLAYS: Readonly<Record<string, readonly string[]>> = {
  'en-GB': ['en-GB'],
  'en-CA': ['en-GB', 'en-CA'],
}

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
