import type { CmsPageInput, KnownBlockInput, SeedBlockInput } from '#app/domain/content/content.ts'
import { contentImage } from './images.ts'

/**
 * Preview content (PLAT-035, PLAT-036, PLAT-039): what editors have changed but not published. A page
 * read under the `/pre` prefix is its preview version: blocks the draft changes are replaced, and blocks
 * the draft adds appear, a scheduled one only when the preview date (the `x-preview-date` header, else
 * now) is at or after its `visibleFrom`. Published content never shows any of it.
 */

/** A block only the preview has, placed before the block `before` (else at the end). */
export interface DraftBlock {
  block: KnownBlockInput
  before?: string
  /** ISO date-time from which the block shows; always when absent. */
  visibleFrom?: string
}

/** A page's unpublished changes: its changed blocks by id, and its added blocks. */
export interface PageDraft {
  changed: Readonly<Record<string, (published: SeedBlockInput) => SeedBlockInput>>
  added: readonly DraftBlock[]
}

/** Midnight UTC two weeks after `now`: a launch still ahead whenever the emulator is started. */
export function launchAfter(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 14)).toISOString()
}

/**
 * When the winter collection's hero goes live on the home page: PREVIEW_LAUNCH when a test run fixes it
 * for all its processes (playwright.config.ts), else two weeks after this process started.
 */
export const WINTER_LAUNCH = process.env.PREVIEW_LAUNCH ?? launchAfter(new Date())

/** The promo bar's first message in the draft: holiday shipping instead of the threshold offer. */
export const DRAFT_PROMO_MESSAGE = {
  id: 'promo-holiday-shipping',
  richText: '<p><strong>Free shipping on every order</strong> until December 20.</p>',
  targets: [{ url: '/policies/shipping-terms', text: 'Details' }],
}

export const WINTER_HERO: KnownBlockInput = {
  type: 'heroBanner',
  id: 'home-hero-winter',
  name: 'Coming soon: winter collection',
  eyebrowText: 'Coming soon',
  title: 'Coming soon: the winter collection',
  subtitle: 'Insulated jackets, winter boots and four-season tents, tested above the snow line.',
  media: [contentImage('hero', 'winter-collection', 'A tent lit from within on a snowy ridge at dusk')],
  responsiveLayout: {
    sm: { layout: 'below-1media', alignment: 'left' },
    lg: { layout: 'overlay', alignment: 'left' },
  },
  linkType: 'CTA',
  targets: [{ url: '/c/jackets-2010', text: 'Preview the jackets', style: 'primary' }],
}

export const PAGE_DRAFTS: Readonly<Record<string, PageDraft>> = {
  home: {
    changed: {
      'home-promo': (published) =>
        published.type === 'promoBar'
          ? { ...published, messages: [DRAFT_PROMO_MESSAGE, ...published.messages.slice(1)] }
          : published,
    },
    added: [{ block: WINTER_HERO, before: 'home-hero', visibleFrom: WINTER_LAUNCH }],
  },
}

function visibleAt(draft: DraftBlock, at: Date): boolean {
  return !draft.visibleFrom || at.getTime() >= Date.parse(draft.visibleFrom)
}

/** The page as the preview shows it at `at`: changed blocks replaced, added blocks in once visible. */
export function previewVersion(page: CmsPageInput, at: Date): CmsPageInput {
  const draft = PAGE_DRAFTS[page.slug]
  if (!draft) return page
  const shown = draft.added.filter((added) => visibleAt(added, at))
  const components = page.components.flatMap((block) => [
    ...shown.filter((added) => added.before && added.before === block.id).map((added) => added.block),
    block.id && draft.changed[block.id] ? draft.changed[block.id]!(block) : block,
  ])
  const placed = new Set(page.components.map((block) => block.id))
  const atEnd = shown.filter((added) => !added.before || !placed.has(added.before)).map((a) => a.block)
  return { ...page, components: [...components, ...atEnd] }
}
