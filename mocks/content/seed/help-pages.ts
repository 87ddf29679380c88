import type { CmsPageInput } from '#app/domain/content/content.ts'
import { contentImage } from './images.ts'
import { simplePage, titledText } from './page.ts'

/** Editorial content pages: about, the help centre and its articles. */
export const HELP_PAGES: readonly CmsPageInput[] = [
  simplePage('about', 'About us', 'Who we are and how we test the gear we sell.', [
    {
      type: 'heroBanner',
      title: 'Outfitting adventures since 1987',
      subtitle: 'We started as a two-person boot repair shop. We still fix boots.',
      linkType: 'No-CTA',
      media: [contentImage('hero', 'about', 'The original workshop with boots on the bench')],
      responsiveLayout: {
        sm: { layout: 'below-1media', alignment: 'left' },
        lg: { layout: 'overlay-middle', alignment: 'center' },
      },
    },
    {
      type: 'richText',
      richText:
        '<p>Every product we sell is <strong>tested on real trails</strong> by our staff. We repair what we can, ' +
        'recycle what we cannot, and publish what we learn in our <a href="/basecamp">Basecamp stories</a>.</p>',
    },
    {
      type: 'iconAndText',
      title: 'What we stand for',
      iconSize: 'medium',
      variant: 'icon-left',
      iconAndText: [
        { icon: { name: 'leaf' }, richText: '<p>Repair before replace</p>' },
        { icon: { name: 'check' }, richText: '<p>Tested on the trail</p>' },
        { icon: { name: 'store' }, richText: '<p>Local stores, local experts</p>' },
        { icon: { name: 'return' }, richText: '<p>60-day returns</p>' },
      ],
    },
  ]),
  simplePage('help', 'Help centre', 'Answers about orders, shipping, returns and your account.', [
    titledText(
      'Help centre',
      '<ul><li><a href="/help/contact-us">Contact us</a></li><li><a href="/help/returns/how-to-return">How to return</a></li>' +
        '<li><a href="/policies/shipping-terms">Shipping terms</a></li><li><a href="/store-locator">Store locator</a></li></ul>',
    ),
    {
      type: 'accordion',
      title: 'Popular questions',
      accordions: [
        {
          title: 'How long does shipping take?',
          richText: '<p>Standard shipping takes 3 to 5 business days.</p>',
        },
        {
          title: 'Can I change my order?',
          richText: '<p>Orders can be changed within one hour of purchase.</p>',
        },
        {
          title: 'How do XPLR Pass points work?',
          richText: '<p>See the <a href="/xplr-pass">XPLR Pass</a> page.</p>',
        },
      ],
    },
  ]),
  simplePage(
    'how-to-return',
    'How to return',
    'Return anything within 60 days, by mail or in store.',
    [
      titledText(
        'How to return',
        '<p>Returns are free within <strong>60 days</strong> of delivery.</p><h2>By mail</h2><ul>' +
          '<li>Sign in and open the order.</li><li>Choose the items and print the label.</li>' +
          '<li>Drop the parcel at any post office.</li></ul><h2>In store</h2>' +
          '<p>Bring the items and your order number to any <a href="/store-locator">store</a>.</p>',
      ),
    ],
    { path: '/help/returns/how-to-return', parent: 'help' },
  ),
]
