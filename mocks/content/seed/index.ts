import type { CmsPageInput, KnownBlockInput } from '#app/domain/content/content.ts'
import { ARTICLE_PAGES } from './articles.ts'
import { CATEGORY_CONTENT } from './categories.ts'
import { EVENT_PAGES } from './event-pages.ts'
import { FIXED_PAGES } from './fixed-pages.ts'
import { BLOCK_GALLERY, BLOCK_GALLERY_PARTS } from './gallery.ts'
import { CUSTOMS_COMPONENTS } from './gallery-ugc.ts'
import { HELP_PAGES } from './help-pages.ts'
import { HOME } from './home.ts'
import { LEGAL_PAGES } from './legal-pages.ts'
import { NEWSLETTER_PAGE } from './newsletter.ts'
import { simplePage } from './page.ts'

export { CATEGORY_CONTENT } from './categories.ts'
export { FOOTER } from './footer.ts'
export { MENU } from './menu.ts'

/** Every content page of the seed, looked up by slug or by its site path. */
export const PAGES: readonly CmsPageInput[] = [
  HOME,
  ...FIXED_PAGES,
  ...HELP_PAGES,
  ...LEGAL_PAGES,
  ...ARTICLE_PAGES,
  ...EVENT_PAGES,
  BLOCK_GALLERY,
  ...BLOCK_GALLERY_PARTS,
  NEWSLETTER_PAGE,
  simplePage('customs', 'Customs', 'Personalised gear, built to order.', CUSTOMS_COMPONENTS),
]

/** A page by slug (`contact-us`) or by its locale-less path (`help/contact-us`, `/policies/shipping-terms`). */
export function findPage(slugOrPath: string): CmsPageInput | undefined {
  const key = slugOrPath.replace(/^\/+|\/+$/g, '')
  return PAGES.find((page) => page.slug === key || page.path?.replace(/^\/+/, '') === key)
}

export function findCategoryContent(categoryId: string): CmsPageInput | undefined {
  return CATEGORY_CONTENT[categoryId]
}

/** Reusable content fragments by id. */
export const FRAGMENTS: Readonly<Record<string, { id: string; components: KnownBlockInput[] }>> = {
  'promo-bar': { id: 'promo-bar', components: HOME.components.filter((block) => block.type === 'promoBar') },
  'size-help': {
    id: 'size-help',
    components: [
      {
        type: 'richText',
        richText:
          '<p>Between sizes? Go up half a size for hiking boots. <a href="/help/contact-us">Ask our fitting team</a>.</p>',
      },
    ],
  },
}
