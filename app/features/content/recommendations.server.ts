import type { Shopper } from '#app/context.server.ts'
import { type Block, type CmsPage, isKnownBlock } from '#app/domain/content/content.ts'
import type {
  ProductRecommendationsBlock,
  RecommendedProductCard,
} from '#app/blocks/product-recommendations/schema.ts'
import type { ProductUpsellBlock, UpsellItem } from '#app/blocks/product-upsell/schema.ts'
import type { RecommendationView } from '#app/domain/catalog/recommendations.ts'
import { upsellInventoryState, upsellItemFrom } from '#app/domain/content/upsell.ts'
import { getInventory } from '#app/features/catalog/index.server.ts'
import {
  sendRecImpression,
  getWidgetRecommendations,
  MAX_RECOMMENDATIONS,
} from '#app/features/recommendations/index.server.ts'

/** Spare candidates asked for beyond an upsell's stackedCount, so hidden out-of-stock ones can be replaced. */
const UPSELL_SPARE = 3

function toCard(item: RecommendationView): RecommendedProductCard {
  return {
    id: item.id,
    title: item.name,
    url: item.url,
    image: { src: item.image.src, alt: item.image.alt },
    ...(item.rating ? { rating: { score: item.rating.score, showScore: true } } : {}),
    price: item.price,
    currency: item.price.currency,
    ...(item.token ? { recToken: item.token } : {}),
  }
}

async function fillRecommendations(
  shopper: Shopper,
  block: ProductRecommendationsBlock,
  productId: string | undefined,
): Promise<ProductRecommendationsBlock> {
  if (!block.widgetId || block.products.length > 0) return block
  try {
    const { items, decision } = await getWidgetRecommendations(
      shopper.api,
      { widgetId: block.widgetId, productId, count: MAX_RECOMMENDATIONS },
      shopper.locale.site.currency,
    )
    // The block is part of the document and never hydrated (decision 025): the server sends its
    // impression when it renders it, once per page view, with or without JavaScript (CAT-029). Not
    // awaited: tracking never holds the page back.
    void sendRecImpression(shopper, {
      widgetId: block.widgetId,
      decision,
      productIds: items.map((item) => item.id),
    })
    return { ...block, products: items.map(toCard) }
  } catch (error) {
    shopper.logger.warn({ err: error, widgetId: block.widgetId }, 'recommendations block unavailable')
    return block
  }
}

/**
 * An upsell item's stock (CAT-033: inventory is checked per item, one call each): out of stock when its
 * sku, or without one every variant, has no unit left. An item already marked out of stock is not asked
 * about; an inventory failure keeps the item.
 */
async function withStock(shopper: Shopper, item: UpsellItem): Promise<UpsellItem> {
  if (item.productInventoryState === 'OutOfStock') return item
  try {
    const inventory = await getInventory(shopper.api, item.id)
    return { ...item, productInventoryState: upsellInventoryState(inventory, item.sku) }
  } catch (error) {
    shopper.logger.warn({ err: error, productId: item.id }, 'upsell inventory unavailable')
    return item
  }
}

async function fillUpsell(
  shopper: Shopper,
  block: ProductUpsellBlock,
  productId: string | undefined,
): Promise<ProductUpsellBlock> {
  let items = block.items
  if (items.length === 0 && block.widgetId) {
    try {
      const answer = await getWidgetRecommendations(
        shopper.api,
        { widgetId: block.widgetId, productId, count: block.stackedCount + UPSELL_SPARE },
        shopper.locale.site.currency,
      )
      items = answer.items.map((item) => upsellItemFrom(item))
    } catch (error) {
      shopper.logger.warn({ err: error, widgetId: block.widgetId }, 'upsell block unavailable')
      return block
    }
  }
  // Only the candidates that can be shown are checked: the first stackedCount plus the spares.
  const candidates = items.slice(0, block.stackedCount + UPSELL_SPARE)
  return { ...block, items: await Promise.all(candidates.map((item) => withStock(shopper, item))) }
}

/**
 * Fills the page's recommendation blocks (CMS-083) from their widget and checks the stock of its upsell
 * items (CMS-084), so the blocks render without fetching. All blocks are filled in parallel; a failed
 * call leaves its block as it was (empty, so hidden) and is logged. `productId` gives the widgets their
 * product context on a product page.
 */
export async function resolveRecommendationBlocks(
  shopper: Shopper,
  page: CmsPage,
  { productId }: { productId?: string } = {},
): Promise<CmsPage> {
  const components = await Promise.all(
    page.components.map(async (block): Promise<Block> => {
      if (!isKnownBlock(block)) return block
      if (block.type === 'productRecommendations') return fillRecommendations(shopper, block, productId)
      if (block.type === 'productUpsell') return fillUpsell(shopper, block, productId)
      return block
    }),
  )
  return { ...page, components }
}
