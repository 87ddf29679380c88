import { CATEGORY_PAGES_DE } from './category-pages-de.ts'
import { CATEGORY_PAGES_FR } from './category-pages-fr.ts'
import { GALLERY_BANNERS_DE } from './gallery-banners-de.ts'
import { GALLERY_BANNERS_FR } from './gallery-banners-fr.ts'
import { GALLERY_BLOCKS_DE } from './gallery-blocks-de.ts'
import { GALLERY_BLOCKS_FR } from './gallery-blocks-fr.ts'
import { HELP_PAGES_DE } from './help-pages-de.ts'
import { HELP_PAGES_FR } from './help-pages-fr.ts'
import { LISTING_DE } from './listing-de.ts'
import { LISTING_FR } from './listing-fr.ts'
import { ORDERS_DE } from './orders-de.ts'
import { ORDERS_FR } from './orders-fr.ts'
import { PAGES_DE } from './shop-pages-de.ts'
import { PAGES_FR } from './shop-pages-fr.ts'
import { STORIES_DE } from './stories-de.ts'
import { STORIES_FR } from './stories-fr.ts'
import type { TextDictionary } from './types.ts'

/**
 * The emulator's shop copy beyond menu, footer and product texts, in French and German: content pages,
 * listing labels, product sets, size charts, comparison, recommendations, the utility bar and orders'
 * tracking events. Merged
 * into the language dictionaries of `index.ts`; brand, programme and model names stay English, and
 * customer-written content (reviews, questions, photo captions) is never translated.
 */

export const SHOP_COPY_FR: TextDictionary = {
  ...LISTING_FR,
  ...PAGES_FR,
  ...HELP_PAGES_FR,
  ...CATEGORY_PAGES_FR,
  ...STORIES_FR,
  ...GALLERY_BANNERS_FR,
  ...GALLERY_BLOCKS_FR,
  ...ORDERS_FR,
}

export const SHOP_COPY_DE: TextDictionary = {
  ...LISTING_DE,
  ...PAGES_DE,
  ...HELP_PAGES_DE,
  ...CATEGORY_PAGES_DE,
  ...STORIES_DE,
  ...GALLERY_BANNERS_DE,
  ...GALLERY_BLOCKS_DE,
  ...ORDERS_DE,
}
