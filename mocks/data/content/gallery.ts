import type { CmsPageInput } from '#app/models/content.ts'
import { ARTICLES_GALLERY } from './gallery-articles.ts'
import { BASECAMP_WEEKEND } from './event-pages.ts'
import { BASICS_GALLERY } from './gallery-basics.ts'
import { BANNERS_GALLERY } from './gallery-banners.ts'
import { COLLECTIONS_GALLERY } from './gallery-collections.ts'
import { MEDIA_GALLERY } from './gallery-media.ts'
import { NEWSLETTER_GALLERY_BLOCK } from './newsletter.ts'
import { UGC_GALLERY } from './gallery-ugc.ts'
import { PERSONALISED_GALLERY } from './gallery-personalised.ts'
import { simplePage } from './page.ts'

/**
 * The block gallery (`/{locale}/block-gallery`): every block type in every variant, for editors to see
 * what each does and for the tests to render them all, with and without JavaScript.
 */
export const BLOCK_GALLERY: CmsPageInput = simplePage(
  'block-gallery',
  'Block gallery',
  'Every content block, in every variant, as editors can compose them.',
  [
    {
      type: 'richText',
      title: 'Block gallery',
      richText:
        '<p>Every block editors can place on a page, in each of its variants: banners and heroes, cards, ' +
        'collections and carousels, bars, articles and navigation, video, dialogs and recommendations.</p>',
    },
    ...BANNERS_GALLERY,
    ...BASICS_GALLERY,
    ...COLLECTIONS_GALLERY,
    ...ARTICLES_GALLERY,
    ...MEDIA_GALLERY,
    BASECAMP_WEEKEND,
    NEWSLETTER_GALLERY_BLOCK,
    ...UGC_GALLERY,
    ...PERSONALISED_GALLERY,
  ],
)
