import type { CmsPageInput, KnownBlockInput } from '#app/domain/content/content.ts'
import { simplePage } from './page.ts'

/**
 * Newsletter sign-up content (CMS-082, FORM-009): the block as the gallery shows it (with the email
 * format hint and an editor's campaign) and a page of its own, whose subscriptions are filed under
 * the page's path (FORM-002).
 */

export const NEWSLETTER_GALLERY_BLOCK: KnownBlockInput = {
  id: 'gallery-newsletter',
  type: 'newsletterSignUp',
  title: 'Trail notes in your inbox',
  richText: '<p>New gear, trail guides and member offers, once a fortnight.</p>',
  campaignName: 'block-gallery-newsletter',
  showEmailHint: true,
  successTitle: 'Welcome to Trail notes',
  successMessage: 'Thanks! Your first Trail notes arrive with the next issue.',
}

export const NEWSLETTER_PAGE: CmsPageInput = simplePage(
  'news-and-offers',
  'News and offers',
  'Sign up for the Trailhead newsletter: new gear, trail guides and member offers.',
  [
    {
      id: 'news-and-offers-sign-up',
      type: 'newsletterSignUp',
      title: 'News and offers',
      richText: '<p>Be first to hear about new gear, trail guides and member offers.</p>',
      policyLink: { url: '/privacy', text: 'How we use your e-mail address' },
    },
  ],
)
