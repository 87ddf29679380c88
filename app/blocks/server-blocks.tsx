import type { BlockRegistry } from './shared.tsx'
import { Accordion } from './accordion.tsx'
import { ArticleGrid } from './article-grid.tsx'
import { Banner } from './banner.tsx'
import { BenefitBar } from './benefit-bar.tsx'
import { CategoryCards } from './category-cards.tsx'
import { DialogBlock } from './dialog-block.tsx'
import { FilterBy } from './filter-by.tsx'
import { EventSignUp } from './event-sign-up.tsx'
import { FooterItems } from './footer-items.tsx'
import { HeroBanner } from './hero-banner.tsx'
import { IconAndText } from './icon-and-text.tsx'
import { LinkedCard } from './linked-card.tsx'
import { MultiLinkCard } from './multi-link-card.tsx'
import { NewsletterSignUp } from './newsletter-sign-up.tsx'
import { PictureBlockView } from './picture.tsx'
import { ProductCollection } from './product-collection.tsx'
import { PromoBar } from './promo-bar.tsx'
import { RecommendationsBlock } from './recommendations-block.tsx'
import { RelatedArticles } from './related-articles.tsx'
import { RichText } from './rich-text.tsx'
import { SecondaryNavigation } from './secondary-nav.tsx'
import { Spacer } from './spacer.tsx'
import { Upsell } from './upsell.tsx'
import { UgcGallery } from './ugc-gallery.tsx'
import { VideoPlayer } from './video-player.tsx'

/**
 * CMS block type → component, for the server, which renders every block in place. Only the server
 * loads this map (registry.tsx): in the browser each block type's module loads on its own.
 */
export const BLOCKS: BlockRegistry = {
  videoPlayer: VideoPlayer,
  dialog: DialogBlock,
  productRecommendations: RecommendationsBlock,
  productUpsell: Upsell,
  heroBanner: HeroBanner,
  banner: Banner,
  richText: RichText,
  productCollection: ProductCollection,
  categoryCards: CategoryCards,
  promoBar: PromoBar,
  benefitBar: BenefitBar,
  spacer: Spacer,
  accordion: Accordion,
  iconAndText: IconAndText,
  picture: PictureBlockView,
  linkedCard: LinkedCard,
  multiLinkCard: MultiLinkCard,
  articleGrid: ArticleGrid,
  relatedArticles: RelatedArticles,
  secondaryNavigation: SecondaryNavigation,
  filterBy: FilterBy,
  ugcGallery: UgcGallery,
  footerItems: FooterItems,
  eventSignUp: EventSignUp,
  newsletterSignUp: NewsletterSignUp,
}
