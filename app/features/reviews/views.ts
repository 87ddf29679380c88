import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import type { QuestionsPage, ReviewsPage } from '#app/models/review-schemas.ts'

/** The section's reviews and questions; their dates are display text in the shopper's locale (PLAT-045). */
export interface ReviewsSection {
  reviews: ReviewsPage
  questions: QuestionsPage
  /** The shopper's language: reviews in another one offer a translation into it. */
  language: string
  /** The honeypot of the ask-question dialog's form (a public form). */
  honeypot: HoneypotInputProps
}
