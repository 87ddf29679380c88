import { describe, expect, it } from 'vitest'
import {
  AskQuestionSchema,
  REVIEW_TEXT_MAX,
  ReviewIntentSchema,
} from '#app/features/reviews/schemas/question.ts'

const valid = { intent: 'ask-question', reviewText: 'Is it warm?', nickname: 'Kim', email: 'kim@example.com' }

function issues(input: Record<string, unknown>) {
  const result = AskQuestionSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('ask a question', () => {
  it('CAT-015 accepts text, nickname and email', () => {
    expect(AskQuestionSchema.safeParse(valid).success).toBe(true)
  })

  it('CAT-015 REV410 over-long text fails at the text field with the catalogue message', () => {
    expect(issues({ ...valid, reviewText: 'x'.repeat(REVIEW_TEXT_MAX) })).toEqual({})
    expect(issues({ ...valid, reviewText: 'x'.repeat(REVIEW_TEXT_MAX + 1) })).toEqual({
      reviewText: 'Your review is too long. Please shorten it and try again.',
    })
  })

  it('CAT-015 missing text and a bad email fail at their fields', () => {
    const found = issues({ ...valid, reviewText: '  ', email: 'nope' })
    expect(Object.keys(found).sort()).toEqual(['email', 'reviewText'])
  })
})

describe('review intents', () => {
  it('CAT-006 CAT-016 a vote needs a direction', () => {
    expect(
      ReviewIntentSchema.safeParse({ intent: 'vote-review', reviewId: 'R1', vote: 'helpful' }).success,
    ).toBe(true)
    expect(
      ReviewIntentSchema.safeParse({ intent: 'vote-answer', answerId: 'A1', vote: 'maybe' }).success,
    ).toBe(false)
  })
})
