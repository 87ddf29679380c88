import { findProduct, PRODUCTS, type SeedProduct } from '../../catalog/seed/catalog.ts'

/**
 * Reviews and questions seeded per product (001 §7 Products). Deterministic: derived from the product id
 * and its rating summary alone, so every reset gives the same reviews, ratings, votes and answers, and
 * the reviews add up to the summary the listing shows.
 */

export interface SeedReview {
  id: string
  productId: string
  rating: number
  title: string
  text: string
  author: string
  /** ISO date (yyyy-mm-dd). */
  date: string
  /** Language of the text; a review in another language than the shopper's can be translated. */
  language: string
  helpful: number
  unhelpful: number
  flagged: boolean
  /** Shoppers' photos (CAT-019); the handler answers `url` on the emulator's origin. */
  photos?: SeedReviewPhoto[]
}

export interface SeedReviewPhoto {
  id: string
  /** Origin-less path of the generated image (`mocks/catalog/images.ts`). */
  path: string
  caption?: string
}

export interface SeedAnswer {
  id: string
  text: string
  author: string
  date: string
  helpful: number
  unhelpful: number
}

export interface SeedQuestion {
  id: string
  productId: string
  text: string
  author: string
  date: string
  answers: SeedAnswer[]
}

/** The spec names REV410 (review too long) without its bound; the app and the emulator share ours. */
export { REVIEW_TEXT_MAX } from '#app/features/reviews/schemas/question.ts'

/**
 * What a review says follows its stars: a title and a text for each rating, so a one-star review never
 * reads "Love it". Worded for any product (a tent, a mug or a shoe).
 */
export const REVIEW_WORDING: Record<1 | 2 | 3 | 4 | 5, { titles: string[]; texts: string[] }> = {
  5: {
    titles: [
      'Love it',
      'Worth every penny',
      'Exceeded my expectations',
      'Excellent quality',
      'Would buy again',
    ],
    texts: [
      'Light, comfortable and well made. I would buy it again.',
      'Used it every day for three weeks and it still looks new.',
      'Exactly as described and better made than I expected. Highly recommended.',
    ],
  },
  4: {
    titles: ['Very good', 'Great value', 'Does the job well', 'Happy with it'],
    texts: [
      'Good quality for the price, although the colour is a little darker than in the photos.',
      'Solid everyday choice. One small niggle, but nothing that would stop me recommending it.',
      'Well made and comfortable; it took a few days to get used to.',
    ],
  },
  3: {
    titles: ['It is fine', 'Does the job', 'Mixed feelings'],
    texts: [
      'Does what it says, but I expected a little more for the price.',
      'Decent enough. Some details feel cheaper than the rest.',
    ],
  },
  2: {
    titles: ['Not for me', 'Disappointed', 'Expected better'],
    texts: [
      'It did not suit me and I sent it back. The return was easy.',
      'Showed wear after a few weeks of use; I expected it to last longer.',
    ],
  },
  1: {
    titles: ['Would not recommend', 'Poor quality', 'Very disappointed'],
    texts: [
      'It broke within a month. Customer service replaced it, but I would not buy it again.',
      'Not as described. I returned it the same week.',
    ],
  },
}

/** The seed's one review in another language (CAT-009), always a five-star one. */
export const FOREIGN_REVIEW = {
  language: 'fr',
  rating: 5,
  title: 'Très bon produit',
  text: 'Très confortable et bien fini. Je le recommande.',
}
const AUTHORS = ['Alex', 'Sam', 'Jordan', 'Robin', 'Charlie', 'Morgan', 'Kim', 'Lee']

/** A small, stable hash of a string (FNV-1a), the seed of a product's reviews. */
function hash(value: string): number {
  let h = 0x811c9dc5
  for (const char of value) {
    h ^= char.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** A small deterministic generator (mulberry32) for the order of a product's ratings. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function isoDate(dayOffset: number): string {
  return new Date(Date.UTC(2026, 9, 1) - dayOffset * 86_400_000).toISOString().slice(0, 10)
}

/** How the reviews below five stars share a product's shortfall from 5: mostly fours, a tail of ones. */
const BELOW_FIVE: readonly [stars: 1 | 2 | 3 | 4, share: number][] = [
  [4, 0.55],
  [3, 0.2],
  [2, 0.1],
  [1, 0.15],
]

type Stars = 1 | 2 | 3 | 4 | 5

/**
 * How many reviews give each number of stars so that `count` reviews average `score` (to one
 * decimal): the star total is the nearest whole number to score × count, shared out in the usual
 * J-shape of shop reviews.
 */
export function starCounts(score: number, count: number): Record<Stars, number> {
  const counts: Record<Stars, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  if (count <= 0) return counts
  const target = Math.min(5 * count, Math.max(count, Math.round(score * count)))
  const shortfall = 5 * count - target
  const perReview = BELOW_FIVE.reduce((sum, [stars, share]) => sum + (5 - stars) * share, 0)
  const below = shortfall / perReview
  for (const [stars, share] of BELOW_FIVE) counts[stars] = Math.round(below * share)
  const belowFive = () => counts[1] + counts[2] + counts[3] + counts[4]
  while (belowFive() > count) {
    const most = ([1, 2, 3, 4] as const).reduce((a, b) => (counts[b] > counts[a] ? b : a))
    counts[most] -= 1
  }
  counts[5] = count - belowFive()
  const total = () => counts[1] + 2 * counts[2] + 3 * counts[3] + 4 * counts[4] + 5 * counts[5]
  // Rounding leaves the total a few stars out: move reviews one star at a time, nearest five first.
  while (total() > target) {
    const from = ([5, 4, 3, 2] as const).find((s) => counts[s] > 0)!
    counts[from] -= 1
    counts[(from - 1) as Stars] += 1
  }
  while (total() < target) {
    const from = ([4, 3, 2, 1] as const).find((s) => counts[s] > 0)!
    counts[from] -= 1
    counts[(from + 1) as Stars] += 1
  }
  return counts
}

/** The third newest review is the one in French. */
const FOREIGN_INDEX = 2

/** A product's ratings in a stable shuffled order, the third one a five where there is one. */
function ratingsOf(product: Pick<SeedProduct, 'id' | 'rating'>): Stars[] {
  const { score = 0, reviewsCount = 0 } = product.rating ?? {}
  const counts = starCounts(score, reviewsCount)
  const ratings = ([5, 4, 3, 2, 1] as Stars[]).flatMap((stars) => Array<Stars>(counts[stars]).fill(stars))
  const next = random(hash(product.id))
  for (let i = ratings.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[ratings[i], ratings[j]] = [ratings[j]!, ratings[i]!]
  }
  const five = ratings.indexOf(5, FOREIGN_INDEX)
  if (ratings.length > FOREIGN_INDEX && five > FOREIGN_INDEX) {
    ;[ratings[FOREIGN_INDEX], ratings[five]] = [ratings[five]!, ratings[FOREIGN_INDEX]!]
  }
  return ratings
}

/**
 * The newest review of every product carries three photos (the second without a caption) and the
 * fifth one photo: enough for thumbnails, alt text from the caption or the position, and paging
 * through a review's photos. The others have none.
 */
const PHOTO_CAPTIONS: Record<number, (string | undefined)[]> = {
  0: ['On the trail after a week of use', undefined, 'Close-up after the first wash'],
  4: ['Out of the box'],
}

function reviewPhotos(reviewId: string, index: number): SeedReviewPhoto[] | undefined {
  const captions = PHOTO_CAPTIONS[index]
  return captions?.map((caption, n) => ({
    id: `${reviewId}-P${n + 1}`,
    path: `/images/reviews/${reviewId}-${n + 1}.svg`,
    ...(caption ? { caption } : {}),
  }))
}

/**
 * A product's reviews: as many as its rating summary counts, with stars that give its average, so the
 * listing, the product page and the review list agree. Newest first, spread over about two years.
 */
export function seedReviews(product: Pick<SeedProduct, 'id' | 'rating'>): SeedReview[] {
  const productId = product.id
  const h = hash(productId)
  const ratings = ratingsOf(product)
  const spacing = Math.min(9, 730 / Math.max(1, ratings.length))
  return ratings.map((rating, i) => {
    const k = (h >>> i % 16) + i
    const foreign = i === FOREIGN_INDEX && rating === FOREIGN_REVIEW.rating
    const wording = REVIEW_WORDING[rating]
    const id = `${productId}-R${String(i + 1).padStart(2, '0')}`
    const photos = reviewPhotos(id, i)
    return {
      id,
      productId,
      rating,
      title: foreign ? FOREIGN_REVIEW.title : wording.titles[k % wording.titles.length]!,
      text: foreign ? FOREIGN_REVIEW.text : wording.texts[(k + i) % wording.texts.length]!,
      author: AUTHORS[(k + i) % AUTHORS.length]!,
      date: isoDate(Math.floor(i * spacing) + (h % 7)),
      language: foreign ? FOREIGN_REVIEW.language : 'en',
      helpful: (k * 7) % 23,
      unhelpful: (k * 3) % 5,
      flagged: false,
      ...(photos ? { photos } : {}),
    }
  })
}

export function seedQuestions(productId: string): SeedQuestion[] {
  const h = hash(productId)
  const count = 2 + (h % 3)
  const texts = [
    'Is this true to size?',
    'Can it be machine washed?',
    'Is it suitable for wet weather?',
    'Does it come with a spare pair of laces?',
  ]
  const answers = [
    'Yes, I wear my usual size.',
    'I washed mine on a cold cycle without problems.',
    'It handled light rain well for me.',
  ]
  return Array.from({ length: count }, (_, i) => ({
    id: `${productId}-Q${i + 1}`,
    productId,
    text: texts[i % texts.length]!,
    author: AUTHORS[(h + i) % AUTHORS.length]!,
    date: isoDate(i * 13 + 3),
    answers: Array.from({ length: i === count - 1 ? 0 : 1 + ((h + i) % 2) }, (_, j) => ({
      id: `${productId}-Q${i + 1}-A${j + 1}`,
      text: answers[(i + j) % answers.length]!,
      author: AUTHORS[(h + i + j + 3) % AUTHORS.length]!,
      date: isoDate(i * 13 + 1),
      helpful: (h + j) % 9,
      unhelpful: (h + i) % 3,
    })),
  }))
}

/**
 * The reviews by product id, each product's seeded when it is first read: the catalogue holds thousands
 * of reviews, and a reset should not build them all for the few products a test reads.
 */
export class SeededReviews extends Map<string, SeedReview[]> {
  override get(productId: string): SeedReview[] | undefined {
    const seeded = super.get(productId)
    if (seeded) return seeded
    const product = findProduct(productId)
    if (!product) return undefined
    const reviews = seedReviews(product)
    this.set(productId, reviews)
    return reviews
  }
}

/** The product a review belongs to: its id is the product's and a number (`RS100001-R03`). */
export function reviewProductId(reviewId: string): string | undefined {
  return /^(.+)-R\d+$/.exec(reviewId)?.[1]
}

export function seedAllReviews() {
  return {
    reviews: new SeededReviews(),
    questions: new Map(PRODUCTS.map((p) => [p.id, seedQuestions(p.id)])),
  }
}
