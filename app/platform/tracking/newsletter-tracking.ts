import { newsletterSubscribedEvent } from '#app/domain/tracking/data-layer.ts'
import { pushDataLayer } from '#app/platform/tracking/data-layer.ts'

/**
 * FORM-008: a successful subscription feeds user-data tracking. The one place the newsletter forms
 * track from, so the consent gate (PERS-001) can be put in front of it alone.
 */
export function trackNewsletterSubscription(details: { campaignName: string; signedIn: boolean }): void {
  pushDataLayer(newsletterSubscribedEvent(details))
}
