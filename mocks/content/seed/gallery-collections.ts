import type { KnownBlockInput } from '#app/domain/content/content.ts'
import { contentImage } from './images.ts'

const TRAIL_PICKS = [
  'HB100001',
  'TP100001',
  'JK100001',
  'FL100001',
  'AC100001',
  'RS100002',
  'RS100001',
  'GC100001',
]

/**
 * Every variant of the collection, promo bar and benefit bar blocks (CMS-054..058, CMS-076/077,
 * CMS-105..110), for the block gallery page.
 */
export const COLLECTIONS_GALLERY: KnownBlockInput[] = [
  {
    type: 'promoBar',
    id: 'gallery-promo-single',
    closable: false,
    messages: [
      {
        id: 'promo-single-returns',
        richText: '<p><strong>Free returns</strong> for 60 days, on everything.</p>',
        targets: [{ url: '/help/returns/how-to-return', text: 'How to return' }],
      },
    ],
  },
  {
    type: 'promoBar',
    id: 'gallery-promo-rotating',
    autorotateTime: 6,
    closable: true,
    maxMessages: 3,
    messages: [
      {
        id: 'promo-rotating-shipping',
        richText: '<p><strong>Free standard shipping</strong> on orders over {freeShippingThreshold}.</p>',
        targets: [{ url: '/policies/shipping-terms', text: 'Details' }],
      },
      // An empty section: dropped (CMS-108).
      { id: 'promo-rotating-empty', richText: '<p>&nbsp;</p>' },
      {
        id: 'promo-rotating-xplr',
        richText: '<p>Join <strong>XPLR Pass</strong> and earn points on every purchase.</p>',
        targets: [{ url: '/xplr-pass', text: 'Join for free' }],
        background: '#14532d',
        textColor: '#ffffff',
        hoverLinkColor: '#fde68a',
      },
      {
        id: 'promo-rotating-boots',
        richText:
          '<p>Spring hiking event: <strong>20% off</strong> hiking boots and trail runners, this week only, ' +
          'in stores and online while stocks last.</p>',
        targets: [{ url: '/c/footwear-1000', text: 'Shop the event' }],
      },
      // A fourth message with text: beyond the maximum of three (CMS-109), not shown.
      {
        id: 'promo-rotating-repair',
        richText: '<p>Free gear repair clinics every Saturday in our flagship stores.</p>',
      },
    ],
  },
  {
    type: 'benefitBar',
    id: 'gallery-benefit-full',
    logo: contentImage('menu', 'xplr-logo', 'XPLR Pass'),
    backgroundImage: contentImage('banner', 'benefit-ridge'),
    title: 'XPLR Pass members ship free, every order',
    subtitle: 'Plus early access to sales and points on every purchase.',
    targets: [{ url: '/xplr-pass', text: 'Join for free', style: 'secondary' }],
    infoIcon: {
      richText:
        '<p>Free standard shipping to the contiguous US for signed-in members. Excludes oversized items.</p>',
      target: { url: '/policies/shipping-terms', text: 'Shipping terms' },
    },
    showCloseButton: true,
    alignment: 'center',
    mediaTarget: { url: '/xplr-pass' },
  },
  {
    type: 'benefitBar',
    id: 'gallery-benefit-left',
    title: 'Buy online, pick up in store',
    subtitle: 'Most orders are ready in two hours.',
    targets: [{ url: '/store-locator', text: 'Find a store', style: 'secondary' }],
    showCloseButton: false,
    alignment: 'left',
  },
  {
    type: 'productCollection',
    id: 'gallery-collection-grid',
    variant: 'standard',
    title: 'New arrivals',
    productIds: TRAIL_PICKS.slice(0, 4),
    breakpoints: { sm: { type: 'grid' }, md: { type: 'grid' }, lg: { type: 'grid' } },
    textLink: { url: '/c/footwear-1000', text: 'Shop all footwear' },
  },
  {
    type: 'productCollection',
    id: 'gallery-collection-carousel',
    variant: 'standard',
    title: 'Trail-ready gear',
    productIds: TRAIL_PICKS,
    // Swipe on phones, arrows and dots on tablets, a grid on desktops (CMS-057).
    breakpoints: {
      sm: { type: 'carousel', slideWidth: 70, margin: 16, showArrows: false, showProgress: true },
      md: { type: 'carousel', slideWidth: 32, showArrows: true, showIndicators: true },
      lg: { type: 'grid' },
    },
    textLink: { url: '/c/apparel-2000', text: 'Shop all apparel' },
  },
  {
    type: 'productCollection',
    id: 'gallery-collection-autoplay',
    variant: 'standard',
    title: 'Staff picks',
    productIds: TRAIL_PICKS.slice(2),
    breakpoints: {
      sm: {
        type: 'carousel',
        slideWidth: 80,
        slideMaxWidth: 360,
        slidePadding: 4,
        showArrows: true,
        showIndicators: true,
        showProgress: true,
        autoplay: true,
        autorotateTime: 4,
        loop: true,
      },
      lg: { slideWidth: 24 },
    },
  },
  {
    type: 'productCollection',
    id: 'gallery-collection-list',
    variant: 'vertical-list',
    title: 'Best sellers this week',
    productIds: TRAIL_PICKS.slice(0, 5),
    textLink: { url: '/c/footwear-1000', text: 'See all best sellers' },
  },
  {
    type: 'productCollection',
    id: 'gallery-collection-buttons',
    variant: 'cta-buttons',
    title: 'Shop by activity',
    items: [
      { url: '/c/footwear-1000', text: 'Trail running' },
      { url: '/c/footwear-1000', text: 'Hiking' },
      { url: '/c/apparel-2000', text: 'Camping' },
      { url: '/c/apparel-2000', text: 'Climbing' },
      { url: '/c/apparel-2000', text: 'Snow sports' },
      { url: '/c/apparel-2000', text: 'Travel' },
    ],
    breakpoints: { sm: { type: 'carousel', slideWidth: 40, showArrows: false }, md: { type: 'grid' } },
  },
  {
    type: 'productCollection',
    id: 'gallery-collection-buttons-grid',
    variant: 'cta-buttons',
    items: [
      { url: '/c/footwear-1000', text: 'Men', style: 'primary' },
      { url: '/c/footwear-1000', text: 'Women', style: 'primary' },
      { url: '/c/apparel-2000', text: 'Kids', style: 'primary' },
      { url: '/xplr-pass', text: 'XPLR Pass', style: 'secondary', targetAttribute: '_self' },
    ],
  },
]
