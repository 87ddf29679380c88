import type { FooterInput } from '#app/domain/content/content.ts'

/** The site footer: link groups, legal links, social links and copyright. */
export const FOOTER: FooterInput = {
  id: 'footer',
  groups: [
    {
      id: 'help',
      title: 'Help',
      links: [
        { text: 'Contact us', url: '/help/contact-us' },
        { text: 'Warranty claim', url: '/help/warranty' },
        { text: 'Gift card balance', url: '/gift-card' },
        { text: 'Track an order', url: '/track-order' },
        { text: 'How to return', url: '/help/returns/how-to-return' },
        { text: 'Shipping terms', url: '/policies/shipping-terms' },
        { text: 'Store locator', url: '/store-locator' },
      ],
    },
    {
      id: 'about',
      title: 'About',
      links: [
        { text: 'About us', url: '/about' },
        { text: 'XPLR Pass', url: '/xplr-pass' },
        { text: 'Basecamp stories', url: '/basecamp' },
        { text: 'Gift cards', url: '/gift-card' },
      ],
    },
    {
      id: 'legal',
      title: 'Legal',
      links: [
        { text: 'Privacy policy', url: '/privacy' },
        { text: 'Terms of sale', url: '/sale-terms' },
        { text: 'Associate discount terms', url: '/associate-discount-terms' },
      ],
    },
  ],
  legalLinks: [
    { text: 'Privacy', url: '/privacy' },
    { text: 'Brand terms', url: '/brand-terms' },
    { text: 'Sale terms', url: '/sale-terms' },
    { text: 'Loyalty terms', url: '/loyalty-terms' },
    { text: 'SMS terms', url: '/sms-terms' },
    { text: 'Shipping', url: '/policies/shipping-terms' },
  ],
  social: [
    { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/' },
    { id: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  copyright: '© 2026 Trailhead Outfitters. All rights reserved.',
  // FORM-009: the footer's newsletter sign-up.
  newsletter: {
    title: 'Newsletter',
    text: 'Trail notes, new gear and offers, straight to your inbox.',
  },
}
