import type { SubmissionResult } from '@conform-to/react'
import type { EventSignUpBlock } from '#app/blocks/event-sign-up/schema.ts'

/**
 * The event sign-up block's post and its answers (FORM-010). Constants and types only: the block that
 * sends the post runs in the browser, and blocks take nothing from app/features.
 */

/** The join form's post (FORM-013, FORM-014). */
export const EVENT_INTENTS = { register: 'register-event' } as const

/**
 * What the registration action answers: the step the block shows next. The same answer serves the
 * fetcher (the block on its page) and the registration page (no JavaScript).
 */
export type EventAnswer =
  /** FORM-011: the shopper is not signed in, or no longer; nothing was sent. */
  | { step: 'sign-in' }
  /** The join form again: field errors, or the service's message above the form (FORM-018). */
  | { step: 'join'; result: SubmissionResult<string[]> }
  /** FORM-017: registered. */
  | { step: 'confirmation' }
  /** The event is not, or no longer, on the page the form came from. */
  | { step: 'unavailable' }

/**
 * The registration route's answer: the step, and the event block as this shopper sees it (null when
 * the event is not on the page posted), for the registration page to render without JavaScript.
 */
export interface EventRegistrationResult {
  answer: EventAnswer
  event: EventSignUpBlock | null
  /** The event's page, where the block's links lead back to. */
  page: string
}
