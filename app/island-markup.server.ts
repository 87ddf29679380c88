import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { renderToString } from 'react-dom/server'
import type { IslandMarkupCache } from '#app/components/island-markup.tsx'

// React's markers of a Suspense boundary that did not complete (pending, or left to the browser).
const INCOMPLETE = /<!--\$[?!]-->/

/**
 * The server's island markup (decision 063): an island's HTML rendered once per content, language and
 * query and kept, at most `maxChars` of it, least recently used out first. What is kept is what React
 * writes for the island's completed Suspense boundary, markers included, so the browser finds the
 * boundary it leaves unhydrated as it would after a render in place. A render that throws or leaves a
 * boundary incomplete is not kept: the island then renders in place, as without the cache.
 */
export function createIslandMarkupCache({ maxChars = 2_000_000 } = {}): IslandMarkupCache {
  const kept = new LRUCache<string, string>({ maxSize: maxChars, sizeCalculation: (html) => html.length })
  return {
    markup(key, idPrefix, render) {
      // Keys hold the island's content as JSON: a digest keeps them short in memory.
      const digest = createHash('sha256').update(key).digest('base64url')
      const hit = kept.get(digest)
      if (hit !== undefined) return hit
      let html: string
      try {
        html = renderToString(render(), { identifierPrefix: idPrefix })
      } catch {
        return undefined
      }
      if (INCOMPLETE.test(html)) return undefined
      const markup = `<!--$-->${html}<!--/$-->`
      kept.set(digest, markup)
      return markup
    },
  }
}

/** The process's island markup, given to every document's render by `app/entry.server.tsx`. */
export const islandMarkup = createIslandMarkupCache()
