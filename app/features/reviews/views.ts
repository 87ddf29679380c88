import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import type { QuestionsPage, ReviewsPage } from '#app/domain/catalog/review-schemas.ts'
import type { REVIEW_INTENTS } from './intents.ts'

/** The section's reviews and questions; their dates are display text in the shopper's locale (PLAT-045). */
export interface ReviewsSection {
  reviews: ReviewsPage
  questions: QuestionsPage
  /** The shopper's language: reviews in another one offer a translation into it. */
  language: string
  /** The honeypot of the ask-question dialog's form (a public form). */
  honeypot: HoneypotInputProps
}

/**
 * What a review or answer post answers when it is done and the form shows it in place (posted by a
 * fetcher, or a translation, which never redirects). A refusal is a `FormReply` (domain/errors/form-reply.ts)
 * whose `target` is the review or answer.
 */
export type ReviewDone =
  | {
      intent: typeof REVIEW_INTENTS.voteReview | typeof REVIEW_INTENTS.voteAnswer
      id: string
      message: string
      /** The counts with the vote, as the service answered them: shown in place, the page is not loaded again. */
      counts: { helpful: number; unhelpful: number }
    }
  | {
      intent: typeof REVIEW_INTENTS.flagReview
      id: string
      message: string
    }
  | {
      intent: typeof REVIEW_INTENTS.translateReview
      id: string
      title: string
      text: string
      language: string
    }
