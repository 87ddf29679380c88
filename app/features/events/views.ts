/** The event views the account page and its component share. Types only: this module reaches the browser. */

/** One of the shopper's registrations as the account page lists it (decision 028). */
export interface RegistrationView {
  eventId: string
  /** The event's title, else its id. */
  title: string
  /** The days the shopper will attend, as they read them. */
  days: string
  plusOne?: string
}
