/**
 * The hosted card fields' session (CHK-037), which the billing step's script opens with a post to its
 * own address (`checkoutPath(locale, 'card-session')`). No imports: it reaches the browser in the card
 * form's own chunk.
 */
export const CARD_SESSION_INTENT = 'start-hosted-fields'

/** What that address answers: the provider session's id and the proof this shopper opened it, or why not. */
export type HostedFieldsStart =
  | { hostedFields: { sessionId: string; proof: string } }
  | { hostedFields: null; error?: string }
