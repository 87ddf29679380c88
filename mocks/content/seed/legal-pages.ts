import type { CmsPageInput } from '#app/domain/content/content.ts'
import { simplePage, titledText } from './page.ts'

/** Legal pages: a title and a few plain paragraphs each. */

function legal(slug: string, title: string, paragraphs: string[], path?: string): CmsPageInput {
  const html = paragraphs.map((p) => `<p>${p}</p>`).join('')
  return simplePage(slug, title, `${title} of Trailhead Outfitters.`, [titledText(title, html)], {
    parent: 'legal',
    ...(path ? { path } : {}),
  })
}

const UPDATED = 'Last updated 1 March 2026.'

export const LEGAL_PAGES: readonly CmsPageInput[] = [
  legal('privacy', 'Privacy policy', [
    'We collect the information you give us when you order, create an account or sign up for emails, and the data your browser sends when you visit.',
    'We use it to deliver your orders, run your account, improve the store and, with your consent, personalise offers.',
    'You can ask to see, correct or delete your data at any time by <a href="/help/contact-us">contacting us</a>.',
    UPDATED,
  ]),
  legal('brand-terms', 'Brand terms', [
    'The Trailhead Outfitters name, logo and product names are our trademarks.',
    'You may not use them without our written permission, except to refer to our products truthfully.',
    UPDATED,
  ]),
  legal('sale-terms', 'Terms of sale', [
    'These terms apply to every order placed on this site. Prices include applicable taxes unless stated otherwise.',
    'A contract is formed when we send your shipping confirmation. We may cancel an order if an item is out of stock or mispriced.',
    'Promotion codes cannot be combined unless stated, and have no cash value.',
    UPDATED,
  ]),
  legal('loyalty-terms', 'Loyalty terms', [
    'XPLR Pass is free to join. Members earn points on eligible purchases; points have no cash value.',
    'Points expire 12 months after they are earned. We may change the programme with 30 days notice.',
    UPDATED,
  ]),
  legal('sms-terms', 'SMS terms', [
    'By signing up for texts you agree to receive recurring marketing messages. Message and data rates may apply.',
    'Reply STOP to unsubscribe or HELP for help at any time.',
    UPDATED,
  ]),
  legal('associate-discount-terms', 'Associate discount terms', [
    'Store associates receive a discount on eligible items for personal use, up to an annual cap.',
    'The discount may not be combined with other offers or used for resale.',
    UPDATED,
  ]),
  legal('xplr-pass', 'XPLR Pass', [
    'XPLR Pass is our free membership: earn points on every purchase, get early access to sales and enjoy free returns.',
    'Join when you <a href="/sign-up">create an account</a>. See the <a href="/loyalty-terms">loyalty terms</a>.',
  ]),
  legal(
    'shipping-terms',
    'Shipping terms',
    [
      'Standard shipping takes 3 to 5 business days and is free on orders over {freeShippingThreshold}.',
      'Express shipping takes 1 to 2 business days. Orders placed before 2 pm ship the same day.',
      'We ship to the addresses of the country of the site you order from.',
      UPDATED,
    ],
    '/policies/shipping-terms',
  ),
]
