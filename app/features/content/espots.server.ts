import type { Shopper } from '#app/context.server.ts'
import type { Block } from '#app/domain/content/content.ts'
import { ESPOT_SECTIONS, espotCells, type EspotSection } from '#app/domain/content/espots.ts'
import { getCategoryContent, getContentSection, getPage, getProductContent } from './content.server.ts'
import { accessOf } from './preview-tool.server.ts'
import { EspotIdSchema } from './schemas/preview.ts'

/** An id field of the map's form as the editor left it: what they typed, and its message if it is not an id. */
export interface EspotIdField {
  value: string
  error: string | null
}

/** The id the query gives for `name`, if it is one, and the field as typed (at most 200 characters kept). */
function readId(url: URL, name: string): { id: string | undefined; field: EspotIdField } {
  const typed = (url.searchParams.get(name) ?? '').trim().slice(0, 200)
  if (!typed) return { id: undefined, field: { value: '', error: null } }
  const parsed = EspotIdSchema.safeParse(typed)
  return parsed.success
    ? { id: parsed.data, field: { value: typed, error: null } }
    : { id: undefined, field: { value: typed, error: parsed.error.issues[0]?.message ?? null } }
}

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
  if (access === 'locked') return { access, sections: null, ids: {}, fields: null }
  const category = readId(url, 'category')
  const product = readId(url, 'product')
  const ids = { category: category.id, product: product.id }
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
  return { access, sections, ids, fields: { category: category.field, product: product.field } }
}
