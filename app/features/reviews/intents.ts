/**
 * The reviews section's posts, one list for the actions that dispatch them and the forms that send
 * them. No imports: this module reaches the browser.
 */

/** Votes, report and translation of a review, votes on an answer (CAT-005/006/009/016): the PDP's action. */
export const REVIEW_INTENTS = {
  voteReview: 'vote-review',
  flagReview: 'flag-review',
  translateReview: 'translate-review',
  voteAnswer: 'vote-answer',
} as const

export type ReviewIntent = (typeof REVIEW_INTENTS)[keyof typeof REVIEW_INTENTS]
export const REVIEW_INTENT_NAMES = Object.values(REVIEW_INTENTS)

/** Ask a question (CAT-015): the ask-question page's action, also what its dialog posts to. */
export const QUESTION_INTENTS = {
  askQuestion: 'ask-question',
} as const

export type QuestionIntent = (typeof QUESTION_INTENTS)[keyof typeof QUESTION_INTENTS]
export const QUESTION_INTENT_NAMES = Object.values(QUESTION_INTENTS)
