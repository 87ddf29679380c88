import {
  promotionClickEvent,
  trackClickAttribute,
  type PromotionContent,
} from '#app/domain/tracking/data-layer.ts'
import { trackingAttributes } from './banner-media.tsx'

/**
 * PERS-047 (decision 042): a promotion's attributes: its promotionTracking as data- attributes and the
 * event a click on any of its links pushes (title, img, cta1…, card1…, creativeName, promotionId,
 * promotionName). The block stays markup; one listener on the document reads the event.
 */
export function promotionAttributes(promotion: PromotionContent): Record<string, string> {
  return { ...trackingAttributes(promotion.tracking), ...trackClickAttribute(promotionClickEvent(promotion)) }
}

/** The picture a promotion shows: an image's url, a video's still image. */
export function promotionImage(media: { url: string; type?: string; poster?: { url: string } } | undefined) {
  return media?.type === 'video' ? (media.poster?.url ?? media.url) : media?.url
}
