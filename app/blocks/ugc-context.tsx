import { createContext, useContext } from 'react'
import type { UgcPageData } from '#app/models/ugc.ts'

/**
 * The galleries' page data (widget scripts, static grids), from the loader of the page they are on.
 * Blocks never fetch: a page with galleries provides this around its blocks; without it a gallery has
 * no widget script and no grid, and renders its container only.
 */
const UgcContext = createContext<UgcPageData | null>(null)

export const UgcProvider = UgcContext.Provider

export function useUgcData(): UgcPageData | null {
  return useContext(UgcContext)
}
