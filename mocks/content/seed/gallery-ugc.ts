import type { KnownBlockInput } from '#app/domain/content/content.ts'

/**
 * User-generated-content galleries (CMS-085) of both providers: the third-party widget and the
 * social-media gallery. Category and product content carry them too (categories.ts,
 * product-content.ts), where the path fills their filters' placeholders (CAT-045).
 */

/** A widget gallery: the widget draws the photos tagged with the product's master id or the category. */
export function widgetGallery(containerId: string, extra: Partial<KnownBlockInput> = {}): KnownBlockInput {
  return {
    type: 'ugcGallery',
    provider: 'widget',
    containerId,
    filter: 'product:{productId},category:{category}',
    ...extra,
  } as KnownBlockInput
}

/** A social gallery: the host's recent photos, narrowed by the filter (the category's without one). */
export function socialGallery(
  containerId: string,
  filter = '',
  extra: Partial<KnownBlockInput> = {},
): KnownBlockInput {
  return { type: 'ugcGallery', provider: 'social', containerId, filter, ...extra } as KnownBlockInput
}

export const UGC_GALLERY: KnownBlockInput[] = [
  widgetGallery('gallery-ugc-widget', { id: 'gallery-ugc-widget', title: 'Photos from the trail' }),
  socialGallery('gallery-ugc-social', 'stream:stream-trail', {
    id: 'gallery-ugc-social',
    title: 'Shared by our community',
  }),
]

/**
 * The customs page (`/{locale}/customs`, decision 030): personalised products, where a gallery shows
 * without its heading (CAT-044).
 */
export const CUSTOMS_COMPONENTS: KnownBlockInput[] = [
  {
    type: 'richText',
    title: 'Customs',
    richText: '<p>Make it yours: pick the colours, add your initials, and we build it to order.</p>',
  },
  widgetGallery('customs-ugc-widget', { title: 'Customs in the wild' }),
]
