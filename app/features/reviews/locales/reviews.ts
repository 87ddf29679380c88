import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/reviews.json' with { type: 'json' }

/** Reviews and questions text: rating summary, review list, votes, ask a question (decision 005). */
export const reviewsNs = defineNamespace('reviews', { en })
