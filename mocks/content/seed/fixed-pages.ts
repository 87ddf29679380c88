import type { CmsPageInput, KnownBlockInput } from '#app/domain/content/content.ts'
import { categoryUrl, TOP_CATEGORIES } from './categories.ts'
import { contentImage } from './images.ts'
import { simplePage, titledText } from './page.ts'

/** The fixed content pages the storefront fetches by name (CMS-004), most of them espots. */

const xplrStrip: KnownBlockInput = {
  type: 'banner',
  variant: 'thin',
  title: 'XPLR Pass members earn double points this month',
  targets: [{ url: '/xplr-pass', text: 'Learn more', style: 'link' }],
}

const benefits: KnownBlockInput = {
  type: 'iconAndText',
  iconSize: 'small',
  variant: 'icon-left',
  iconAndText: [
    { icon: { name: 'truck' }, richText: '<p>Free standard shipping over {freeShippingThreshold}</p>' },
    { icon: { name: 'return' }, richText: '<p>Free returns within 60 days</p>' },
    { icon: { name: 'store' }, richText: '<p>Pick up in store</p>' },
    { icon: { name: 'gift' }, richText: '<p>Gift wrapping at checkout</p>' },
  ],
}

const categoryLinks = TOP_CATEGORIES.map((c) => `<li><a href="${categoryUrl(c)}">${c.name}</a></li>`).join('')

export const FIXED_PAGES: readonly CmsPageInput[] = [
  simplePage('account', 'Your account', 'Orders, details and XPLR Pass points in one place.', [xplrStrip]),
  simplePage('account-profile', 'Your details', 'Keep your details up to date.', [
    {
      type: 'richText',
      richText: '<p>Keep your details up to date for faster checkout and better recommendations.</p>',
    },
  ]),
  simplePage('basecamp', 'Basecamp stories', 'Trip reports, gear guides and how-tos from our team.', [
    {
      type: 'heroBanner',
      title: 'Basecamp stories',
      subtitle: 'Trip reports, gear guides and how-tos from people who live outside.',
      linkType: 'No-CTA',
      media: [contentImage('hero', 'basecamp', 'Tents pitched beside an alpine lake')],
      responsiveLayout: {
        sm: { layout: 'below-1media', alignment: 'left' },
        lg: { layout: 'overlay-bottom', alignment: 'left' },
      },
    },
    {
      type: 'richText',
      richText:
        '<h2>Latest stories</h2><ul><li><a href="/c/running-shoes-1010">Your first trail half marathon</a></li>' +
        '<li><a href="/c/tents-packs-3010">Packing list for a two-night hike</a></li>' +
        '<li><a href="/c/fleece-base-layers-2020">Layering 101: stay warm without overheating</a></li></ul>',
    },
  ]),
  simplePage('cart', 'Cart', 'Your cart.', [
    benefits,
    // A fixed page is read without augmentation: its collection's tiles come from the collections
    // feed (CMS-018).
    {
      type: 'productCollection',
      id: 'cart-add-ons',
      variant: 'standard',
      title: 'Trail add-ons',
      productIds: ['AC100007', 'AC100002', 'NOPE0000'],
      breakpoints: { sm: { type: 'grid' }, md: { type: 'grid' }, lg: { type: 'grid' } },
    },
  ]),
  simplePage('checkout', 'Checkout', 'Secure checkout.', [
    {
      type: 'richText',
      richText:
        '<p>Your payment details are encrypted. Need help? <a href="/help/contact-us">Contact us</a>.</p>',
    },
  ]),
  simplePage(
    'contact-us',
    'Contact us',
    'Reach our customer care team by chat, phone or email.',
    [
      titledText(
        'Contact us',
        '<p>Our team is here <strong>every day from 8 am to 8 pm</strong>.</p><ul><li>Phone: {carePhone}</li>' +
          '<li>Email: <a href="mailto:care@example.com">care@example.com</a></li></ul>',
      ),
      {
        type: 'accordion',
        title: 'Frequently asked questions',
        accordions: [
          {
            title: 'Where is my order?',
            open: true,
            richText: '<p>Sign in to your account to track every order.</p>',
          },
          {
            title: 'How do I return an item?',
            richText: '<p>See <a href="/help/returns/how-to-return">how to return</a>.</p>',
          },
          {
            title: 'Do you price match?',
            richText: '<p>Yes, within 14 days of purchase for identical items.</p>',
          },
        ],
      },
    ],
    { path: '/help/contact-us', parent: 'help' },
  ),
  {
    id: 'page-error-4xx',
    slug: 'error-4xx',
    title: 'Page not found',
    meta: { title: 'Page not found | Trailhead Outfitters', description: 'This page is not available' },
    components: [
      titledText(
        "We can't find that page",
        '<p>The page you are looking for may have moved or no longer exists.</p>' +
          `<p><a href="/">Go to the home page</a> or browse a category:</p><ul>${categoryLinks}</ul>`,
      ),
    ],
  },
  simplePage('gift-card', 'Gift cards', 'Buy a gift card or check your balance.', [
    {
      type: 'banner',
      variant: 'overlay',
      media: contentImage('banner', 'gift-card'),
      title: 'Give the outdoors',
      subtitle: 'Digital gift cards, delivered in minutes.',
      targets: [{ url: '/c/digital-gift-cards-4010', text: 'Buy a gift card' }],
    },
    {
      type: 'richText',
      richText: '<p>Gift cards never expire and can be used online and in every store.</p>',
    },
  ]),
  simplePage('loyalty-modal', 'Join XPLR Pass', 'Earn points on every purchase.', [
    titledText(
      'Join XPLR Pass',
      '<p>Earn points on every purchase, get early sale access and free returns.</p>',
    ),
  ]),
  simplePage('order-confirmation', 'Order confirmation', 'Thank you for your order.', [
    {
      type: 'richText',
      richText:
        '<p>We will email you when your order ships. Questions? <a href="/help/contact-us">Contact us</a>.</p>',
    },
    xplrStrip,
  ]),
  simplePage('promotions', 'Offers', 'Current offers and promotion codes.', [
    titledText(
      'Current offers',
      '<ul><li>New here? Use code <strong>WELCOME10</strong> for 10% off your first order.</li>' +
        '<li>Use code <strong>FREESHIP</strong> for free standard shipping.</li></ul>' +
        '<p>See the <a href="/sale-terms">terms of sale</a> for details.</p>',
    ),
  ]),
  simplePage('search', 'Search', 'Search the store.', [
    {
      type: 'richText',
      richText:
        '<p>Popular searches: <a href="/search?q=rain+jacket">rain jacket</a>, <a href="/search?q=trail+shoes">trail shoes</a>, ' +
        '<a href="/search?q=tent">tent</a>.</p>',
    },
    titledText('Browse by category', `<ul>${categoryLinks}</ul>`),
  ]),
  simplePage('sign-in-modal', 'Sign in', 'Sign in to your account.', [
    {
      type: 'richText',
      richText: '<p>Sign in to check out faster, track orders and earn XPLR Pass points.</p>',
    },
  ]),
  simplePage('sign-up', 'Create an account', 'Create an account and join XPLR Pass.', [
    titledText(
      'Why create an account?',
      '<p>Faster checkout, order tracking and XPLR Pass points on every purchase.</p>',
    ),
    benefits,
  ]),
  simplePage('sign-up-modal', 'Create an account', 'Create an account.', [
    { type: 'richText', richText: '<p>Members get free returns and early access to sales.</p>' },
  ]),
  simplePage('store-locator', 'Store locator', 'Find a Trailhead Outfitters store near you.', [
    { type: 'richText', richText: '<p>Order online and pick up in store, often the same day.</p>' },
  ]),
  simplePage('westend', 'Westend flagship store', 'Our flagship store in the Westend.', [
    {
      type: 'heroBanner',
      title: 'Westend flagship store',
      subtitle: 'Three floors of footwear, apparel and gear, plus a gait analysis studio.',
      media: [contentImage('hero', 'westend', 'The storefront of the Westend flagship store')],
      responsiveLayout: {
        sm: { layout: 'below-1media', alignment: 'left' },
        lg: { layout: 'below-1media', alignment: 'left' },
      },
      targets: [{ url: '/store-locator', text: 'Opening hours' }],
    },
    {
      type: 'accordion',
      title: 'Services',
      accordions: [
        { title: 'Gait analysis', richText: '<p>Free, by appointment, with our running specialists.</p>' },
        { title: 'Boot fitting', richText: '<p>Walk-in every weekend.</p>' },
      ],
    },
  ]),
]
