import { BlockList } from '#app/blocks/registry.tsx'
import { type Block, CmsPageSchema, type KnownBlockInput } from '#app/domain/content/content.ts'
import { renderWithProviders } from './i18n.tsx'

/** Blocks as a page's content parses them: an invalid block comes out as an unknown one. */
export function parseBlocks(
  components: ReadonlyArray<KnownBlockInput | { type: string; [key: string]: unknown }>,
): Block[] {
  return CmsPageSchema.parse({
    id: 'p',
    slug: 'p',
    title: 'P',
    meta: { title: 'P', description: 'P' },
    components,
  }).components
}

/**
 * The server HTML of a block list at `path`, without React's text separators, so assertions read like
 * the page.
 */
export function renderBlocks(
  blocks: Block[],
  {
    path,
    locale = 'en-us',
    ...options
  }: {
    path?: string
    locale?: string
    onUnknown?: (type: string) => void
    firstHeadingLevel?: 1 | 2
  } = {},
): string {
  return renderWithProviders(<BlockList blocks={blocks} locale={locale} {...options} />, {
    path: path ?? `/${locale}`,
  }).replaceAll('<!-- -->', '')
}

/** A block of an emulator gallery by its id. */
export function galleryBlock(gallery: readonly KnownBlockInput[], id: string): KnownBlockInput {
  const block = gallery.find((b) => b.id === id)
  if (!block) throw new Error(`no gallery block ${id}`)
  return block
}

/** renderBlocks for blocks that are all valid: an unknown or invalid one fails the test. */
export function renderKnownBlocks(blocks: Block[], options: { path?: string; locale?: string } = {}): string {
  return renderBlocks(blocks, {
    ...options,
    onUnknown: (type) => {
      throw new Error(`block ${type} did not render: unknown or invalid`)
    },
  })
}

/**
 * The slides of the first carousel in `html` whose small-screen layout is a carousel: the items of its
 * list, which carry no class of their own (the list's class styles them).
 */
export function carouselSlides(html: string): number {
  const list = /<ul class="[^"]*\bcarousel-list-sm\b[^"]*"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? ''
  return (list.match(/<li[\s>]/g) ?? []).length
}
