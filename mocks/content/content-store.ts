import type { CmsPageInput, SeedBlockInput } from '#app/domain/content/content.ts'
import { CATEGORY_CONTENT, FRAGMENTS, PAGES } from './seed/index.ts'
import { PAGE_DRAFTS, previewVersion } from './seed/preview.ts'
import { PRODUCT_CONTENT } from './seed/product-content.ts'

/**
 * Content published through the emulator's control endpoint (`POST /__emulator/content/publish`), as
 * an editor publishing in the CMS would, until the next reset: a document's blocks with changed fields,
 * and a page's draft (its changed and scheduled blocks) made live. The content handlers serve a
 * document's published version from here when it has one.
 */

/** A document the content service answers with its blocks: a page, category or product content, a fragment. */
type ContentDocument = Pick<CmsPageInput, 'id' | 'components'>

const published = new Map<string, ContentDocument>()

/** The seed documents by the id the content service answers them with. */
function seedDocument(id: string): ContentDocument | undefined {
  return (
    PAGES.find((page) => page.id === id) ??
    Object.values(CATEGORY_CONTENT).find((content) => content.id === id) ??
    Object.values(PRODUCT_CONTENT).find((content) => content.id === id) ??
    Object.values(FRAGMENTS).find((fragment) => fragment.id === id)
  )
}

/** The document as last published: the seed's unless the control endpoint published another. */
export function publishedVersion<T extends ContentDocument>(document: T): T {
  return (published.get(document.id) as T | undefined) ?? document
}

export interface PublishChange {
  /** String fields of top-level blocks to set, by block id: `{ "home-hero": { "title": "…" } }`. */
  blocks?: Record<string, Record<string, string>>
  /** Make the page's draft live: its changed blocks, and its scheduled blocks whatever their date. */
  draft?: boolean
}

/** Why a publish cannot be done, or undefined when it was. */
export function publishDocument(documentId: string, change: PublishChange): string | undefined {
  const seed = seedDocument(documentId)
  if (!seed) return `Unknown content document ${documentId}`
  let document = publishedVersion(seed)
  if (change.draft) {
    const page = PAGES.find((candidate) => candidate.id === documentId)
    if (!page || !PAGE_DRAFTS[page.slug]) return `Content document ${documentId} has no draft`
    // Far enough ahead that every scheduled block of the draft shows.
    document = previewVersion({ ...page, components: document.components }, new Date(8.64e15))
  }
  const changedBlocks = change.blocks ?? {}
  const unknown = Object.keys(changedBlocks).filter(
    (id) => !document.components.some((block) => block.id === id),
  )
  if (unknown.length) return `Content document ${documentId} has no block ${unknown.join(', ')}`
  const components = document.components.map((block): SeedBlockInput => {
    const fields = block.id ? changedBlocks[block.id] : undefined
    if (!fields) return block
    // An experience block shows its baselines to every shopper outside its variations: an editor's
    // change to it (the home hero's heading) is a change to what they show.
    const baselines = (block as { baselines?: unknown }).baselines
    return {
      ...block,
      ...fields,
      ...(Array.isArray(baselines)
        ? { baselines: baselines.map((baseline: object) => ({ ...baseline, ...fields })) }
        : {}),
    } as SeedBlockInput
  })
  published.set(documentId, { ...document, components })
  return undefined
}

/** Back to the seed content. */
export function resetContent(): void {
  published.clear()
}
