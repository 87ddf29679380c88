import { GIFT_AMOUNTS, seedFor } from './catalog-build.ts'

/**
 * Digital Gift Cards (4010). One "colour", 000 Digital; the sizes are the amounts, and a card costs its
 * amount in any currency. Each design keeps its own swatch so the generated card images differ.
 */

const giftCard = seedFor({
  categoryId: '4010',
  productType: 'giftcard',
  kind: 'gift-card',
  sizes: GIFT_AMOUNTS,
  isDigital: true,
  amountPriced: true,
})

const digital = (swatch: string) => [{ code: '000', name: 'Digital', swatch }]

const DELIVERY =
  'Delivered by email within minutes to you or straight to the recipient, with your personal message. ' +
  'Redeemable online and in every store, and it never expires.'

const FEATURES = [
  'Delivered by email within minutes',
  'Redeemable online and in store',
  'No expiry date and no fees',
  'Add a personal message at checkout',
]

export const DIGITAL_GIFT_CARDS = [
  giftCard({
    id: 'GC100001',
    name: 'Ridgeline Digital Gift Card',
    brand: 'Ridgeline',
    colors: digital('#2f6f5e'),
    rating: [4.9, 214],
    badge: 'Best Seller',
    released: '2023-01-10',
    description: `The gift of the outdoors, for whatever adventure comes next. ${DELIVERY}`,
    features: FEATURES,
  }),
  giftCard({
    id: 'GC100002',
    name: 'Happy Birthday Gift Card',
    brand: 'Ridgeline',
    colors: digital('#f0806c'),
    rating: [4.8, 96],
    released: '2023-01-10',
    description: `Birthday candles on a summit cake: a gift card for the adventurer with another year on the clock. ${DELIVERY}`,
    features: FEATURES,
  }),
  giftCard({
    id: 'GC100003',
    name: 'Thank You Gift Card',
    brand: 'Ridgeline',
    colors: digital('#c8902e'),
    rating: [4.7, 41],
    released: '2023-01-10',
    description: `Say thanks to the friend who carried the stove, or the neighbour who watered the plants. ${DELIVERY}`,
    features: FEATURES,
  }),
  giftCard({
    id: 'GC100004',
    name: 'Holiday Peaks Gift Card',
    brand: 'Ridgeline',
    colors: digital('#1f2f4f'),
    rating: [4.9, 158],
    badge: 'New',
    released: '2025-04-28',
    description: `Snowy peaks under a winter sky: the last-minute present that always fits. ${DELIVERY}`,
    features: FEATURES,
  }),
  giftCard({
    id: 'GC100005',
    name: 'Congratulations Gift Card',
    brand: 'Ridgeline',
    colors: digital('#6c3461'),
    released: '2023-06-01',
    description: `For graduations, new jobs and first marathons: celebrate the milestone with new gear. ${DELIVERY}`,
    features: FEATURES,
  }),
  giftCard({
    id: 'GC100006',
    name: 'Trail Running Gift Card',
    brand: 'Ridgeline',
    colors: digital('#d4e157'),
    rating: [4.6, 22],
    released: '2024-03-15',
    description: `For the runner who needs new shoes more often than they admit. ${DELIVERY}`,
    features: FEATURES,
  }),
  giftCard({
    id: 'GC100007',
    name: 'Campfire Gift Card',
    brand: 'Ridgeline',
    colors: digital('#a0522d'),
    rating: [4.8, 37],
    released: '2024-06-10',
    description: `Stars, sparks and a warm glow: a gift for the camper in your life. ${DELIVERY}`,
    features: FEATURES,
  }),
  giftCard({
    id: 'GC100008',
    name: 'New Baby Gift Card',
    brand: 'Ridgeline',
    colors: digital('#a9d3f0'),
    released: '2024-09-01',
    description: `Welcome the newest little explorer, and help the parents get outside together. ${DELIVERY}`,
    features: FEATURES,
  }),
  giftCard({
    id: 'GC100009',
    name: 'Mountain Lake Gift Card',
    brand: 'Ridgeline',
    colors: digital('#7fb3d5'),
    rating: [4.7, 18],
    released: '2025-01-15',
    description: `A still alpine lake at dawn: a calm, classic design for any occasion. ${DELIVERY}`,
    features: FEATURES,
  }),
]
