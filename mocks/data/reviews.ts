import { PRODUCTS } from './catalog.ts'

/**
 * Reviews and questions seeded per product (001 §7 Products). Deterministic: derived from the product id
 * alone, so every reset gives the same reviews, ratings, votes and answers.
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
  /** Origin-less path of the generated image (`mocks/images.ts`). */
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
export { REVIEW_TEXT_MAX } from '#app/validation/question.ts'

const TITLES = [
  'Great fit',
  'Does the job',
  'Not for me',
  'Comfortable all day',
  'Runs small',
  'Worth the price',
]
const TEXTS = [
  'Wore it for three weeks of daily use and it still looks new.',
  'Good quality for the price, although the colour is a little darker than in the photos.',
  'It did not suit me and I sent it back. The return was easy.',
  'Light, comfortable and well made. I would buy it again.',
  'I had to size up; otherwise I am happy with it.',
  'Solid everyday choice, nothing to complain about.',
]
const FOREIGN = {
  language: 'fr',
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

function isoDate(dayOffset: number): string {
  return new Date(Date.UTC(2026, 9, 1) - dayOffset * 86_400_000).toISOString().slice(0, 10)
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

export function seedReviews(productId: string): SeedReview[] {
  const h = hash(productId)
  const count = 6 + (h % 9) // 6–14 reviews: more than one page of 5
  return Array.from({ length: count }, (_, i) => {
    const k = (h >>> i % 16) + i
    const foreign = i === 2
    const id = `${productId}-R${String(i + 1).padStart(2, '0')}`
    const photos = reviewPhotos(id, i)
    return {
      id,
      productId,
      rating: 1 + ((k + i * 3) % 5),
      title: foreign ? FOREIGN.title : TITLES[k % TITLES.length]!,
      text: foreign ? FOREIGN.text : TEXTS[(k + i) % TEXTS.length]!,
      author: AUTHORS[(k + i) % AUTHORS.length]!,
      date: isoDate(i * 9 + (h % 7)),
      language: foreign ? FOREIGN.language : 'en',
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

export function seedAllReviews() {
  return {
    reviews: new Map(PRODUCTS.map((p) => [p.id, seedReviews(p.id)])),
    questions: new Map(PRODUCTS.map((p) => [p.id, seedQuestions(p.id)])),
  }
}
