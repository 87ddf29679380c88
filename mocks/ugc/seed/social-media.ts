import type { SocialMediaItem, SocialStream } from '#app/domain/content/social-media.ts'
import { findProduct } from '../../catalog/seed/catalog.ts'

/**
 * The social media host's seed (CAT-048..057): shoppers' photos of catalogue products, in two streams.
 * Images are the emulator's generated shopper photos (`/images/reviews/…`), so nothing is fetched from
 * the internet: those of reviews that carry no photos of their own (the first and the fifth do,
 * `reviews.ts`), so a product page never shows one picture in its reviews and in a gallery. URLs are
 * paths here; the host answers them under its own origin.
 */

export const SOCIAL_API_KEY = 'emulator-social-key'
export const SOCIAL_ACCOUNT_ID = 'acct-trailhead'

export const SOCIAL_STREAMS: readonly SocialStream[] = [
  { id: 'stream-trail', name: 'On the trail' },
  { id: 'stream-camp', name: 'At camp' },
]

interface SeedPhoto {
  productId: string
  review: number
  username: string
  customerId: string
  caption: string
  streamIds: string[]
}

const PHOTOS: readonly SeedPhoto[] = [
  {
    productId: 'RS100001',
    review: 2,
    username: 'trailmia',
    customerId: 'cust-1001',
    caption: 'Muddy miles in the Tempo Trail Runner',
    streamIds: ['stream-trail'],
  },
  {
    productId: 'RS100001',
    review: 3,
    username: 'ridge.runner',
    customerId: 'cust-1002',
    caption: 'Sunrise loop on the ridge',
    streamIds: ['stream-trail'],
  },
  {
    productId: 'RS100001',
    review: 4,
    username: 'trailmia',
    customerId: 'cust-1001',
    caption: 'Creek crossing, dry feet after',
    streamIds: ['stream-trail'],
  },
  {
    productId: 'RS100002',
    review: 2,
    username: 'paceline',
    customerId: 'cust-1003',
    caption: 'Tempo Tuesday on the river path',
    streamIds: ['stream-trail'],
  },
  {
    productId: 'HB100001',
    review: 2,
    username: 'summitsam',
    customerId: 'cust-1004',
    caption: 'Boots that made it to the top',
    streamIds: ['stream-trail', 'stream-camp'],
  },
  {
    productId: 'HB100002',
    review: 2,
    username: 'summitsam',
    customerId: 'cust-1004',
    caption: 'Scree field, no slips',
    streamIds: ['stream-trail'],
  },
  {
    productId: 'JK100001',
    review: 2,
    username: 'windward',
    customerId: 'cust-1005',
    caption: 'Rain on the pass, warm inside',
    streamIds: ['stream-camp'],
  },
  {
    productId: 'TP100001',
    review: 2,
    username: 'basecamp.jo',
    customerId: 'cust-1006',
    caption: 'Home for the night by the lake',
    streamIds: ['stream-camp'],
  },
  {
    productId: 'RS100003',
    review: 2,
    username: 'paceline',
    customerId: 'cust-1003',
    caption: 'First trail race, first finish',
    streamIds: ['stream-trail'],
  },
  {
    productId: 'HB100003',
    review: 2,
    username: 'windward',
    customerId: 'cust-1005',
    caption: 'Snow on the switchbacks',
    streamIds: ['stream-trail'],
  },
]

/** A seeded item with the customer it belongs to (the host knows who posted what). */
export interface SeedMedia extends SocialMediaItem {
  customerId: string
}

/** The seed, newest first, one day apart. Products missing from the catalogue are left out. */
export function seedSocialMedia(): SeedMedia[] {
  const start = Date.UTC(2026, 9, 31, 12)
  return PHOTOS.flatMap((photo, index) => {
    const product = findProduct(photo.productId)
    if (!product) return []
    const id = `sm-${String(index + 1).padStart(3, '0')}`
    const review = String(photo.review).padStart(2, '0')
    return [
      {
        id,
        imageUrl: `/images/reviews/${product.id}-R${review}-1.svg`,
        width: 800,
        height: 800,
        caption: photo.caption,
        permalink: `/social/m/${id}`,
        username: photo.username,
        createdAt: new Date(start - index * 86_400_000).toISOString(),
        streamIds: photo.streamIds,
        categoryIds: [product.categoryId],
        tags: [product.id, product.masterId],
        customerId: photo.customerId,
      },
    ]
  })
}
