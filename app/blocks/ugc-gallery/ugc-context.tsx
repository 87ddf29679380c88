import { useLoaderData } from 'react-router'
import type { UgcPageData } from '#app/domain/content/ugc.ts'

/**
 * The galleries' page data (widget scripts, static grids): the `ugc` of the loader of the page they
 * are on (`loadUgc`). Blocks never fetch, and the pages pass nothing down for them: read here, it
 * costs the pages' own first-load JavaScript nothing. Without it a gallery has no widget script and
 * no grid, and renders its container only.
 */
export function useUgcData(): UgcPageData | null {
  const data: unknown = useLoaderData()
  if (!data || typeof data !== 'object' || !('ugc' in data)) return null
  return (data as { ugc: UgcPageData | null }).ugc
}
