import type { ShowcaseItem } from '#app/domain/content/content.ts'
import { WINTER_HERO, WINTER_LAUNCH } from './preview.ts'

/**
 * The documents the preview tool lists (CMS-015, CMS-154): sixty pages and blocks of several doc types
 * and layout variants, each with where it shows (`path`, so the tool can preview it in a frame), how
 * many documents refer to it and when it last changed. The winter hero is scheduled (preview.ts): it
 * says from when it shows (`visibleFrom`).
 */

export interface ShowcaseDocument extends ShowcaseItem {
  docType: string
  layoutVariant: string
}

type Seed = readonly [name: string, layoutVariant: string, path: string]

const SEEDS: Readonly<Record<string, readonly Seed[]>> = {
  page: [
    ['Home', 'landing', '/'],
    ['About us', 'landing', '/about'],
    ['Basecamp stories', 'landing', '/basecamp'],
    ['Westend flagship store', 'landing', '/westend'],
    ['Help centre', 'article', '/help'],
    ['Contact us', 'article', '/help/contact-us'],
    ['How to return an order', 'article', '/help/returns/how-to-return'],
    ['Shipping terms', 'legal', '/policies/shipping-terms'],
    ['Privacy policy', 'legal', '/privacy'],
    ['XPLR Pass terms', 'legal', '/xplr-pass'],
  ],
  heroBanner: [
    ['Spring season launch', 'overlay', '/'],
    ['Coming soon: winter collection', 'overlay', '/'],
    ['Trail running week', 'overlay', '/c/running-shoes-1010'],
    ['Summit-ready hiking boots', 'below-1media', '/c/hiking-boots-1020'],
    ['Rain shells that breathe', 'below-1media', '/c/jackets-2010'],
    ['Layer up for the shoulder season', 'below-1media', '/c/fleece-base-layers-2020'],
    ['Camp under the stars', 'product-overlay', '/c/tents-packs-3010'],
    ['Our story since 1978', 'overlay', '/about'],
    ['Basecamp: stories from the trail', 'overlay', '/basecamp'],
    ['Westend flagship opening', 'product-overlay', '/westend'],
    ['Gift the outdoors', 'below-1media', '/c/gift-cards-4000'],
    ['Members get more with XPLR Pass', 'product-overlay', '/xplr-pass'],
  ],
  banner: [
    ['XPLR Pass split banner', 'split', '/'],
    ['Free returns within 60 days', 'thin', '/cart'],
    ['Footwear category banner', 'overlay', '/c/footwear-1000'],
    ['Apparel category banner', 'overlay', '/c/apparel-2000'],
    ['Gear category banner', 'overlay', '/c/gear-3000'],
    ['Gift card balance check', 'split', '/gift-card'],
    ['Order confirmation: join XPLR Pass', 'below-text', '/order-confirmation'],
    ['Account: your member benefits', 'split', '/account'],
    ['Store pickup in two hours', 'thin', '/c/accessories-3020'],
    ['Trail shoe fit guide', 'below-text', '/c/running-shoes-1010'],
    ['Repair, don’t replace', 'split', '/about'],
    ['Holiday gift guide teaser', 'thin', '/'],
  ],
  promoBar: [
    ['Free standard shipping message', 'rotating', '/'],
    ['XPLR Pass points on every purchase', 'rotating', '/'],
    ['Holiday shipping cut-off dates', 'rotating', '/'],
    ['Westend store opening hours', 'static', '/westend'],
    ['Gift cards delivered by email', 'static', '/c/gift-cards-4000'],
    ['Extended returns for the holidays', 'static', '/help'],
  ],
  productCollection: [
    ['New arrivals', 'grid', '/'],
    ['Trail-ready gear', 'carousel', '/'],
    ['Best-selling running shoes', 'carousel', '/c/running-shoes-1010'],
    ['Waterproof boots', 'grid', '/c/hiking-boots-1020'],
    ['Insulated jackets', 'carousel', '/c/jackets-2010'],
    ['Merino base layers', 'grid', '/c/fleece-base-layers-2020'],
    ['Ultralight tents', 'carousel', '/c/tents-packs-3010'],
    ['Stocking fillers under $30', 'grid', '/c/accessories-3020'],
    ['Complete the look: rain day', 'carousel', '/c/apparel-2000'],
    ['Recently restocked', 'grid', '/c/gear-3000'],
  ],
  richText: [
    ['Made for the miles', 'standard', '/'],
    ['About our testing lab', 'standard', '/about'],
    ['Returns in three steps', 'standard', '/help/returns/how-to-return'],
    ['Contact hours', 'standard', '/help/contact-us'],
    ['Shipping terms body', 'legal', '/policies/shipping-terms'],
    ['Privacy policy body', 'legal', '/privacy'],
    ['Search: things to try', 'standard', '/search'],
    ['Checkout reassurance', 'standard', '/checkout'],
    ['Store locator intro', 'standard', '/store-locator'],
    ['Promotions small print', 'legal', '/promotions'],
  ],
}

// Modification dates step back from here, a few hours apart, so each list has a believable history.
const LATEST_CHANGE = Date.UTC(2026, 10, 20, 16, 45)
const HOUR = 3_600_000

/** When a scheduled document first shows, by name. */
const SCHEDULED: Readonly<Record<string, string>> = { [String(WINTER_HERO.name)]: WINTER_LAUNCH }

/** Every showcase document, in the order the service lists them: most recently changed first. */
export const SHOWCASE_DOCUMENTS: readonly ShowcaseDocument[] = Object.entries(SEEDS).flatMap(
  ([docType, seeds], typeIndex) =>
    seeds.map(([name, layoutVariant, path], i): ShowcaseDocument => {
      const n = typeIndex * 17 + i
      return {
        id: `${docType}-${String(i + 1).padStart(3, '0')}`,
        docType,
        name,
        layoutVariant,
        path,
        referrersCount: (n * 7) % 13,
        modificationDate: new Date(LATEST_CHANGE - i * 29 * HOUR - typeIndex * 3 * HOUR).toISOString(),
        ...(SCHEDULED[name] ? { visibleFrom: SCHEDULED[name] } : {}),
      }
    }),
)

/** The documents of one doc type, optionally of one layout variant. */
export function showcaseDocuments(docType: string, layoutVariant?: string): ShowcaseDocument[] {
  return SHOWCASE_DOCUMENTS.filter(
    (d) => d.docType === docType && (!layoutVariant || d.layoutVariant === layoutVariant),
  )
}
