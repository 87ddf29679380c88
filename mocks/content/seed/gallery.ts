import type { CmsPageInput } from '#app/domain/content/content.ts'
import { ARTICLES_GALLERY } from './gallery-articles.ts'
import { BASECAMP_WEEKEND } from './event-pages.ts'
import { BASICS_GALLERY } from './gallery-basics.ts'
import { BANNERS_GALLERY } from './gallery-banners.ts'
import { COLLECTIONS_GALLERY } from './gallery-collections.ts'
import { DIALOG_GALLERY, MEDIA_GALLERY } from './gallery-media.ts'
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

/**
 * A few of the gallery's blocks on a page of their own (`/{locale}/block-gallery-{part}`): a journey
 * about one block loads and scans those blocks, not every block there is.
 */
function galleryPart(part: string, title: string, components: CmsPageInput['components']): CmsPageInput {
  return simplePage(
    `block-gallery-${part}`,
    title,
    'A part of the block gallery: a few blocks, as editors can compose them.',
    [{ type: 'richText', title, richText: '<p>A part of the block gallery.</p>' }, ...components],
  )
}

/** The gallery's parts: bars and collections, articles, dialogs, personalised sections. */
export const BLOCK_GALLERY_PARTS: readonly CmsPageInput[] = [
  galleryPart('collections', 'Bars and collections', COLLECTIONS_GALLERY),
  galleryPart('articles', 'Articles and navigation', ARTICLES_GALLERY),
  galleryPart('dialogs', 'Dialogs', DIALOG_GALLERY),
  galleryPart('personalised', 'Personalised sections', PERSONALISED_GALLERY),
]
