/**
 * The newsletter subscriptions the emulator took (POST /consumers-v3/consumer/newsletter, A17), by
 * lowercased email. `resetState()` empties it with the rest of the store.
 */

/** One subscription (FORM-002): whose, from which campaign, how acquired. */
export interface NewsletterRecord {
  email: string
  consumerNo?: string
  campaignName: string
  acquisitionType?: string
  at: string
}

export const newsletterSubscriptions = new Map<string, NewsletterRecord>()

export function resetNewsletter() {
  newsletterSubscriptions.clear()
}
