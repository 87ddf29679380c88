import { z } from 'zod'
import { QUESTION_INTENTS, REVIEW_INTENTS } from '#app/features/reviews/intents.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { emailField, maxLength, requiredString } from '#app/validation/validators.ts'

/**
 * The spec names REV410 (review too long) without its bound; we adopt 1000 characters for review and
 * question text, the same bound the emulator enforces.
 */
export const REVIEW_TEXT_MAX = 1000
export const QUESTION_NICKNAME_MAX = 30
export const QUESTION_EMAIL_MAX = 100

/** CAT-015: ask a question. Over-long text fails with REV410's message at the text field. */
export const AskQuestionSchema = z.object({
  intent: z.literal(QUESTION_INTENTS.askQuestion),
  reviewText: requiredString().check(z.maxLength(REVIEW_TEXT_MAX, errorMessage('REV410'))),
  nickname: requiredString().check(maxLength(QUESTION_NICKNAME_MAX)),
  email: emailField({ max: QUESTION_EMAIL_MAX }),
})
export type AskQuestion = z.infer<typeof AskQuestionSchema>

/** CAT-005/006/009/016: the review and answer intents, each naming its target. */
export const ReviewIntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal(REVIEW_INTENTS.voteReview),
    reviewId: requiredString(),
    vote: z.enum(['helpful', 'unhelpful']),
  }),
  z.object({ intent: z.literal(REVIEW_INTENTS.flagReview), reviewId: requiredString() }),
  z.object({ intent: z.literal(REVIEW_INTENTS.translateReview), reviewId: requiredString() }),
  z.object({
    intent: z.literal(REVIEW_INTENTS.voteAnswer),
    answerId: requiredString(),
    vote: z.enum(['helpful', 'unhelpful']),
  }),
])
