import type { CmsPageInput } from '#app/domain/content/content.ts'
import { upsellItem } from './gallery-media.ts'
import { widgetGallery } from './gallery-ugc.ts'
import { simplePage, titledText } from './page.ts'

/**
 * Editorial content of product pages (CMS-014), by product id. Only the pinned running shoe has some;
 * every other product answers an empty page, so its page renders no content section.
 */
export const PRODUCT_CONTENT: Readonly<Record<string, CmsPageInput>> = {
  RS100001: simplePage('product-RS100001', 'Tempo Trail Runner', 'Built for mixed terrain.', [
    titledText(
      'Made for mixed terrain',
      '<p>An 8 mm drop, a rock plate under the forefoot and lugs that shed mud: the Tempo Trail Runner ' +
        'goes from the road to the ridge without a change of shoes.</p>',
    ),
    {
      type: 'iconAndText',
      iconSize: 'small',
      variant: 'icon-left',
      iconAndText: [
        { icon: { name: 'leaf' }, richText: '<p>Upper from 50% recycled polyester</p>' },
        { icon: { name: 'return' }, richText: '<p>Free returns within 60 days</p>' },
      ],
    },
    // The product's customer photos, once (CMS-085): the widget tagged with its master id (CAT-043).
    widgetGallery('ugc-pdp-widget'),
  ]),
  // Five items, all marked in stock by the content: the blanket is sold out, which only its inventory
  // call tells (CAT-033), so the first three in stock are the fleece, the beanie and the boot (CAT-034).
  JK100002: simplePage('product-JK100002', 'Hearth Down Parka', 'Warm to minus twenty.', [
    {
      type: 'productUpsell',
      id: 'pdp-upsell-JK100002',
      title: 'Complete the look',
      items: ['FL100001', 'AC100009', 'AC100003', 'HB100002', 'FL100002'].map((id) => upsellItem(id)),
    },
  ]),
}
