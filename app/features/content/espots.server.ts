import type { Shopper } from '#app/context.server.ts'
import type { Block } from '#app/domain/content/content.ts'
import { ESPOT_SECTIONS, espotCells, type EspotSection } from '#app/domain/content/espots.ts'
import { getCategoryContent, getContentSection, getPage, getProductContent } from './content.server.ts'
import { accessOf } from './preview-tool.server.ts'

/** An id a shopper may type for the category or product section: letters, digits, dashes. */
const CONTENT_ID = /^[A-Za-z0-9-]{1,40}$/

/** The blocks a section holds now, or null when it has none or cannot be read. */
async function sectionBlocks(
  shopper: Shopper,
  section: EspotSection,
  ids: { category?: string; product?: string },
): Promise<Block[] | null> {
  const { source } = section
  if (source.kind === 'category') {
    if (!ids.category) return null
    return getCategoryContent(shopper, ids.category)
      .then((page) => page.components)
      .catch(() => null)
  }
  if (source.kind === 'product') {
    if (!ids.product) return null
    return (await getProductContent(shopper, ids.product))?.components ?? null
  }
  if (source.name === 'home') {
    return getPage(shopper, 'home')
      .then((page) => page.components)
      .catch(() => null)
  }
  // Every other section is a fixed page (CMS-004), read as its screen reads it.
  const page = await getContentSection(shopper, source.name)
  return page?.components ?? null
}

/**
 * The espot map for editors (CMS-017): every content section with its blocks in a 16-cell grid. The
 * category and product sections need an id (a GET form). Locked like the preview tool.
 */
export async function espotMapPage(shopper: Shopper, request: Request) {
  const url = new URL(request.url)
  const access = accessOf(shopper, request)
  if (access === 'locked') return { access, sections: null, ids: {} }
  const read = (name: string) => {
    const value = url.searchParams.get(name)?.trim()
    return value && CONTENT_ID.test(value) ? value : undefined
  }
  const ids = { category: read('category'), product: read('product') }
  const sections = await Promise.all(
    ESPOT_SECTIONS.map(async (section) => {
      const blocks = await sectionBlocks(shopper, section, ids)
      return {
        id: section.id,
        kind: section.source.kind,
        found: blocks !== null,
        ...espotCells(blocks ?? []),
      }
    }),
  )
  return { access, sections, ids }
}
