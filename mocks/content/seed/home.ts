import type { CmsPageInput } from '#app/domain/content/content.ts'
import { categoryUrl, LEAF_CATEGORIES } from './categories.ts'
import { contentImage } from './images.ts'

/** The home hero's baseline; the hero experiment's variant changes its copy. */
const SPRING_HERO = {
  type: 'heroBanner',
  id: 'home-hero',
  name: 'Spring season launch',
  eyebrowText: 'New season',
  title: 'Go further this spring',
  subtitle: 'Trail-tested footwear and layers for every kind of adventure.',
  media: [contentImage('hero', 'home-spring', 'A hiker on a ridge above a valley at sunrise')],
  responsiveLayout: {
    sm: { layout: 'below-1media', alignment: 'left' },
    lg: { layout: 'overlay', alignment: 'left' },
  },
  linkType: 'CTA',
  targets: [
    { url: '/c/footwear-1000', text: 'Shop footwear', style: 'primary' },
    { url: '/c/apparel-2000', text: 'Shop apparel', style: 'secondary' },
  ],
  promotionTracking: {
    creativeName: 'spring-hero',
    promotionId: 'HP-SPRING',
    promotionName: 'Spring launch',
  },
} as const

/** The home page: promo bar, hero, category cards, two product collections and brand copy. */
export const HOME: CmsPageInput = {
  id: 'page-home',
  slug: 'home',
  title: 'Home',
  meta: {
    title: 'Trailhead Outfitters | Footwear, apparel and gear for the outdoors',
    description: 'Running shoes, hiking boots, jackets, tents and packs, with free returns and store pickup.',
  },
  components: [
    {
      type: 'promoBar',
      id: 'home-promo',
      autorotateTime: 5,
      closable: false,
      messages: [
        {
          id: 'promo-shipping',
          richText: '<p><strong>Free standard shipping</strong> on orders over {freeShippingThreshold}.</p>',
          targets: [{ url: '/policies/shipping-terms', text: 'Details' }],
        },
        {
          id: 'promo-xplr',
          richText: '<p>Join <strong>XPLR Pass</strong> and earn points on every purchase.</p>',
          targets: [{ url: '/xplr-pass', text: 'Learn more' }],
        },
      ],
    },
    // An experiment on the hero's copy (decision 038): the flag `home-hero` of the shipped datafile
    // buckets each visitor into the baseline or the `trail` variant. Both heroes keep the id home-hero.
    {
      type: 'experience',
      id: 'home-hero',
      experienceId: 'home-hero',
      trackingEvent: 'home_hero_click',
      baselines: [SPRING_HERO],
      variants: [
        {
          name: 'trail',
          variantId: 'trail',
          targets: [
            {
              ...SPRING_HERO,
              name: 'Spring season launch, trail copy',
              eyebrowText: 'Trail tested',
              subtitle: 'Waterproof boots and breathable layers, ready for muddy spring trails.',
              promotionTracking: { ...SPRING_HERO.promotionTracking, creativeName: 'spring-hero-trail' },
            },
          ],
        },
      ],
    },
    {
      type: 'categoryCards',
      id: 'home-categories',
      title: 'Shop by category',
      cards: LEAF_CATEGORIES.map((category) => ({
        id: `card-${category.id}`,
        title: category.name,
        image: contentImage('card', category.slug),
        target: { url: categoryUrl(category) },
      })),
    },
    {
      type: 'productCollection',
      id: 'home-new-arrivals',
      title: 'New arrivals',
      productIds: [
        'RS100001',
        'RS100002',
        'HB100001',
        'JK100001',
        'FL100001',
        'TP100001',
        'AC100001',
        'GC100001',
      ],
      breakpoints: { sm: { type: 'grid' }, md: { type: 'grid' }, lg: { type: 'grid' } },
      textLink: { url: '/c/footwear-1000', text: 'Shop all footwear' },
    },
    {
      type: 'banner',
      id: 'home-xplr',
      variant: 'split',
      imageWidth: 50,
      media: contentImage('banner', 'xplr-pass'),
      eyebrowText: 'Members get more',
      title: 'XPLR Pass',
      richText: '<p>Earn points on every purchase, get early access to sales and free returns, always.</p>',
      targets: [{ url: '/xplr-pass', text: 'Join for free' }],
    },
    {
      type: 'richText',
      id: 'home-story',
      richText:
        '<h2>Made for the miles</h2><p>We test every shoe, shell and tent on real trails before it reaches our shelves. ' +
        'If it does not hold up, it does not make the cut. Read more <a href="/about">about us</a> or find ' +
        'inspiration in our <a href="/basecamp">Basecamp stories</a>.</p>',
    },
    {
      type: 'productCollection',
      id: 'home-trail-ready',
      title: 'Trail-ready gear',
      productIds: ['HB100001', 'TP100001', 'JK100001', 'FL100001', 'AC100001', 'RS100002'],
      breakpoints: { sm: { type: 'carousel' }, md: { type: 'carousel' }, lg: { type: 'carousel' } },
    },
    {
      type: 'iconAndText',
      id: 'home-benefits',
      title: 'Shop with confidence',
      iconSize: 'medium',
      variant: 'icon-above-text',
      iconAndText: [
        {
          icon: { name: 'truck' },
          richText: '<p><strong>Free shipping</strong> over {freeShippingThreshold}</p>',
        },
        {
          icon: { name: 'return' },
          richText: '<p><strong>Free returns</strong> within 60 days</p>',
          target: { url: '/help/returns/how-to-return', text: 'How to return' },
        },
        {
          icon: { name: 'store' },
          richText: '<p><strong>Pick up in store</strong>, often the same day</p>',
          target: { url: '/store-locator', text: 'Find a store' },
        },
      ],
    },
  ],
}
