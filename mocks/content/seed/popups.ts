import type { PopupInput } from '#app/domain/content/content.ts'
import type { SiteId } from '#app/domain/market/site.ts'
import { contentImage } from './images.ts'

/**
 * Pop-ups (CMS-013, CMS-100): one newsletter and one registration pop-up, each with every field. Only
 * the UK and Canadian sites return one, so the journeys on the US site never meet a pop-up they did
 * not ask for; the other sites return none.
 */

export const NEWSLETTER_POPUP = {
  name: 'Spring Newsletter',
  delay: 2000,
  title: 'Trail notes, straight to your inbox',
  minimizedTitle: 'Get 10% off your first order',
  maximizedTitle: 'Join the Trailhead newsletter',
  logo: { ...contentImage('menu', 'popup-newsletter', 'Trailhead Outfitters'), width: 96, height: 96 },
  logoSize: 'default',
  disclaimer:
    '<p>By signing up you agree to receive marketing emails. Unsubscribe at any time. See our <a href="/privacy">privacy policy</a>.</p>',
  disclaimerColor: '#374151',
  targets: [
    { url: '/sign-up', text: 'Sign up', style: 'primary' },
    { url: '/basecamp', text: 'Read the stories first', style: 'secondary' },
  ],
  backgroundColor: '#f0fdf4',
  titleColor: '#14532d',
} satisfies PopupInput

export const REGISTRATION_POPUP = {
  name: 'Join Trailhead Rewards',
  delay: 4000,
  title: 'Earn points on every trip',
  minimizedTitle: 'Free shipping for members',
  maximizedTitle: 'Become a Trailhead member',
  logo: { ...contentImage('menu', 'popup-rewards', ''), width: 128, height: 128 },
  logoSize: 'large',
  disclaimer:
    '<p>Membership is free. <a href="/loyalty-terms">Programme terms</a> apply; points have no cash value.</p>',
  disclaimerColor: '#e5e7eb',
  targets: [
    { url: '/sign-up', text: 'Create an account', style: 'secondary' },
    { url: '/sign-in', text: 'Sign in', style: 'link' },
  ],
  backgroundColor: '#14532d',
  titleColor: '#fde68a',
} satisfies PopupInput

/** The pop-ups each site returns. */
export const POPUPS: Readonly<Record<SiteId, readonly PopupInput[]>> = {
  us: [],
  ca: [REGISTRATION_POPUP],
  gb: [NEWSLETTER_POPUP],
  de: [],
  fr: [],
}
