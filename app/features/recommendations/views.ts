import type { RecommendationView } from '#app/domain/catalog/recommendations.ts'
import type { KeptList } from '#app/domain/page/document-value.ts'

/**
 * The product page's recommendations as its data carries them (decision 109): the widget, its title
 * and decision, and its cards as the document's markup alone (`KeptList`), in full only in a
 * client-side request's data. A card's click and quick shop read what they need from its markup.
 */
export interface RecommendationsView {
  /** The widget that answered: impressions and clicks name it (CAT-029, CAT-030). */
  widgetId: string
  title?: string
  /** The engine's decision; `Control` sends no impression (CAT-029, decision 041). */
  decision?: string
  items: KeptList<RecommendationView>
}

/** What the quick-shop dialog needs of a card, read from its markup (CAT-020). */
export interface QuickShopItem {
  id: string
  name: string
  href: string
}
