import type { KnownBlockInput } from '#app/domain/content/content.ts'
import { categoryUrl, findProduct, productUrl } from '../../catalog/seed/catalog.ts'
import { contentImage } from './images.ts'

function product(id: string): string {
  const found = findProduct(id)
  if (!found) throw new Error(`gallery-banners: no product ${id}`)
  return productUrl(found)
}

const RUNNING = categoryUrl({ id: '1010', slug: 'running-shoes' })
const HIKING = categoryUrl({ id: '1020', slug: 'hiking-boots' })
const JACKETS = categoryUrl({ id: '2010', slug: 'jackets' })
const FLEECE = categoryUrl({ id: '2020', slug: 'fleece-base-layers' })
const PACKS = categoryUrl({ id: '3010', slug: 'tents-packs' })
const ACCESSORIES = categoryUrl({ id: '3020', slug: 'accessories' })

/** The Summit Series wordmark: a wide logo on large screens, a compact one on small screens. */
const SUMMIT_LOGO = {
  sm: contentImage('menu', 'logo-summit-compact', 'Summit Series'),
  lg: contentImage('menu', 'logo-summit-wide', 'Summit Series'),
}

/**
 * Every variant of the banner (CMS-030..041), hero banner (CMS-042..049), linked card (CMS-062),
 * multi-link card (CMS-063) and picture (CMS-064) blocks, for the block gallery page. The video files
 * are paths on the storefront's origin that nothing serves yet; their posters are the emulator's artwork,
 * so a hero with video shows its poster until a file is served.
 */
export const BANNERS_GALLERY: KnownBlockInput[] = [
  // ---------------------------------------------------------------------------------------------
  // Hero banners

  // Standard hero (CMS-042): text over the media at every size, on a full dark gradient, with the
  // collection's logo above the title, an award badge, a caption in the corner and tracking.
  {
    type: 'heroBanner',
    id: 'gallery-hero-standard',
    name: 'Summit Series launch',
    eyebrowLogoResponsive: SUMMIT_LOGO,
    eyebrowText: 'New for fall',
    title: 'Built for the last thousand metres',
    subtitle: 'Expedition shells, down and boots, tested on the ridgelines of the Alps.',
    media: [
      {
        ...contentImage('hero', 'summit-ridge', 'Two climbers on a snowy ridge at first light'),
        breakpoints: {
          sm: { url: '/images/content/card-summit-ridge-portrait.svg', width: 600, height: 600 },
        },
      },
    ],
    responsiveLayout: {
      sm: { layout: 'standardHero', alignment: 'left' },
      lg: { layout: 'standardHero', alignment: 'left' },
    },
    gradient: { gradientStyle: 'full', gradientTone: 'dark' },
    caption: {
      captionText: 'Photo: Aiguille du Midi, Chamonix',
      captionPosition: 'bottom-right',
      captionStyle: 'italic',
    },
    badge: { ...contentImage('menu', 'badge-gear-award'), alt: 'Outdoor Gear Award 2025 winner' },
    linkType: 'CTA',
    targets: [
      { url: JACKETS, text: 'Shop the shells', style: 'primary', icon: 'arrow-right' },
      { url: '/summit-series', text: 'Meet the athletes', style: { sm: 'link', md: 'secondary' } },
    ],
    equalTargetSize: true,
    promotionTracking: {
      promotionId: 'HP-SUMMIT-FALL',
      promotionName: 'Summit Series fall launch',
      creativeName: 'summit-hero-ridge',
    },
  },

  // Below-media hero, one medium (CMS-043): text under the picture on small screens, over it on large
  // ones; a background per breakpoint, HTML title and subtitle, coloured eyebrow, frosted backdrop.
  {
    type: 'heroBanner',
    id: 'gallery-hero-below-1media',
    name: 'Trail running week',
    eyebrowText: 'Trail week',
    eyebrowTextColor: 'white',
    titleHtml: '<p>Run the <strong>long way</strong> home</p>',
    subtitleHtml: '<p>Grippy, light and <em>ready for mud</em>: this season’s trail shoes.</p>',
    subtitleStyle: 'large',
    media: [contentImage('hero', 'trail-forest', 'A runner crossing a mossy forest trail')],
    responsiveLayout: {
      sm: { layout: 'below-1media', alignment: 'left' },
      lg: { layout: 'overlay-bottom', alignment: 'right' },
    },
    backgroundColor: { sm: '#1f2a24', lg: 'light' },
    backdrop: true,
    richText: '<p>Members get <a href="/xplr-pass">double XPLR points</a> all week.</p>',
    richTextColor: '#ffffff',
    linkType: 'CTA',
    targets: [{ url: RUNNING, text: 'Shop trail shoes', style: 'secondary', size: 'large' }],
    richTextBelowTargets: '<p>Offer ends Sunday at midnight.</p>',
  },

  // Below-media hero, two media side by side from md up (CMS-043, below-2media); the second medium
  // is hidden on small screens.
  {
    type: 'heroBanner',
    id: 'gallery-hero-below-2media',
    name: 'Boots and socks',
    title: 'Break them in, not down',
    titleStyle: 'medium',
    subtitle: 'Waterproof leather boots and merino socks, made to go the distance together.',
    media: [
      contentImage('hero', 'boots-scree', 'Leather hiking boots on a scree slope'),
      contentImage('hero', 'socks-campfire', 'Merino socks drying by a campfire'),
    ],
    responsiveLayout: {
      sm: { layout: 'below-1media', alignment: 'center' },
      md: { layout: 'below-2media', alignment: 'center' },
    },
    linkType: 'CTA',
    targets: [
      { url: HIKING, text: 'Shop hiking boots' },
      { url: ACCESSORIES, text: 'Shop socks', style: 'link' },
    ],
  },

  // Product-overlay hero (CMS-044): a product picture over the media (CONST-037 sizes), the text box
  // in the middle of the other side, narrow (overlayWidth sm); a light, focused gradient on lg only.
  {
    type: 'heroBanner',
    id: 'gallery-hero-product-overlay',
    name: 'Stormbreak shell',
    eyebrowText: 'Staff pick',
    title: 'Stormbreak 3L Shell',
    subtitle: 'Three-layer waterproofing at 340 grams. Pack it, forget it, thank it later.',
    media: [contentImage('hero', 'storm-coast', 'Waves breaking on a rocky coast under dark clouds')],
    responsiveLayout: {
      sm: { layout: 'overlay-bottom', alignment: 'left' },
      md: { layout: 'overlay-middle', alignment: 'left' },
    },
    overlayWidth: 'sm',
    overlayPicture: {
      url: '/images/content/card-stormbreak-shell.svg',
      alt: 'Stormbreak 3L Shell in moss green',
    },
    gradient: { gradientStyle: 'focused', gradientTone: 'light', gradientBreakpoints: ['lg'] },
    linkType: 'CTA',
    targets: [{ url: product('JK100001'), text: 'Shop the shell', icon: 'arrow-right' }],
  },

  // Hero with a looping background video (CMS-048): muted, inline, over its poster; a file per
  // breakpoint; no autoplay with reduced motion; a pause control.
  {
    type: 'heroBanner',
    id: 'gallery-hero-video',
    name: 'Campfire stories',
    title: 'Stay out after dark',
    subtitle: 'Insulated layers and lanterns for the long evenings at camp.',
    media: [
      {
        type: 'video',
        url: '/videos/content/campfire-loop.mp4',
        alt: 'Friends around a campfire beside a lake at dusk',
        width: 1600,
        height: 700,
        poster: { url: '/images/content/hero-campfire-lake.svg' },
        breakpoints: { sm: { url: '/videos/content/campfire-loop-portrait.mp4', width: 720, height: 900 } },
      },
    ],
    responsiveLayout: { sm: { layout: 'center-overlay', alignment: 'center' } },
    linkType: 'CTA',
    targets: [{ url: FLEECE, text: 'Shop warm layers' }],
  },

  // Overlay at the top, gradient and caption both off (CMS-047), the media one link (No-CTA).
  {
    type: 'heroBanner',
    id: 'gallery-hero-no-cta',
    name: 'Packs for every day',
    title: 'One pack, every trail',
    titleStyle: 'display',
    media: [contentImage('hero', 'daypack-lake', 'A daypack resting on a rock above an alpine lake')],
    responsiveLayout: { sm: { layout: 'overlay-top', alignment: 'left' } },
    gradient: { gradientStyle: 'off' },
    caption: { captionText: 'Not shown: the caption is off', captionPosition: 'off' },
    linkType: 'No-CTA',
    mediaTarget: { url: PACKS },
  },

  // Media from mediaList, contained width, hidden on small screens (CMS-049).
  {
    type: 'heroBanner',
    id: 'gallery-hero-contained',
    name: 'Gift guide',
    title: 'Gifts for the ones who go',
    mediaList: [contentImage('hero', 'gift-cabin', 'A wrapped gift on a cabin porch in the snow')],
    responsiveLayout: { md: { layout: 'overlay', alignment: 'center' } },
    isFullWidth: false,
    hideOnBreakpoint: { sm: true },
    caption: {
      captionText: 'Order by December 18 for delivery before the holidays.',
      captionPosition: 'below',
    },
    linkType: 'CTA',
    targets: [{ url: categoryUrl({ id: '4000', slug: 'gift-cards' }), text: 'Shop gift cards' }],
  },

  // ---------------------------------------------------------------------------------------------
  // Banners

  // Image banner (CMS-030): the picture carries it, title and buttons in one row below, with tracking.
  {
    type: 'banner',
    id: 'gallery-banner-image',
    variant: 'image',
    media: contentImage('banner', 'spring-meadow', 'Hikers crossing a meadow of wildflowers'),
    title: 'Spring into the hills',
    subtitle: 'Light layers and breathable boots for the first warm days.',
    linkType: 'CTA',
    targets: [
      { url: HIKING, text: 'Shop boots' },
      { url: FLEECE, text: 'Shop layers' },
    ],
    captionText: 'Photo: Brecon Beacons, Wales',
    captionPosition: 'below',
    promotionTracking: { promotionId: 'BN-SPRING', promotionName: 'Spring hills', creativeName: 'meadow' },
  },

  // Image banner in cinema mode (CMS-041: 50vh), HTML title, the whole image one link (No-CTA).
  {
    type: 'banner',
    id: 'gallery-banner-cinema',
    variant: 'image',
    cinemaMode: true,
    media: contentImage('banner', 'canyon-dusk', 'A canyon glowing orange at dusk'),
    titleHtml: '<p>Where the <em>trail</em> ends, the story starts</p>',
    linkType: 'No-CTA',
    mediaTarget: { url: '/summit-series' },
  },

  // Overlay banner (CMS-031): a full dark gradient at md and lg only (CONST-027: 35 %); on small
  // screens the plain dark box; logo per breakpoint, caption in a corner, per-breakpoint button styles.
  {
    type: 'banner',
    id: 'gallery-banner-overlay',
    variant: 'overlay',
    media: contentImage('banner', 'night-camp', 'A lit tent under the Milky Way'),
    eyebrowLogoResponsive: SUMMIT_LOGO,
    overline: 'Expedition collection',
    title: 'Sleep warm at 4,000 metres',
    titleColor: '#fde68a',
    subtitle: 'Four-season tents and down bags rated to −20 °C.',
    gradientStyle: 'full',
    gradientTone: 'dark',
    gradientBreakpoints: ['md', 'lg'],
    captionText: 'Photo: Atacama, Chile',
    captionPosition: 'top-right',
    captionStyle: 'uppercase',
    alignment: 'left',
    linkType: 'CTA',
    targets: [
      { url: PACKS, text: 'Shop tents', style: { sm: 'secondary', lg: 'primary' }, icon: 'arrow-right' },
      { url: '/store-locator', text: 'Try one in store', style: 'link', icon: 'location' },
    ],
  },

  // Overlay banner with a frosted backdrop, centred, equal buttons, focused gradient (50 %) on sm.
  {
    type: 'banner',
    id: 'gallery-banner-overlay-backdrop',
    variant: 'overlay',
    media: contentImage('banner', 'fjord-kayak', 'A kayaker on a still fjord'),
    title: 'Paddle season is here',
    backdrop: true,
    gradientStyle: 'focused',
    gradientBreakpoints: ['sm'],
    alignment: 'center',
    textAlignmentSmall: 'center',
    equalTargetSize: true,
    linkType: 'CTA',
    targets: [
      { url: ACCESSORIES, text: 'Dry bags', size: 'small' },
      { url: JACKETS, text: 'Paddle jackets', size: 'small' },
    ],
  },

  // Overlay banner with a video (the pause control sits on the media, outside any link).
  {
    type: 'banner',
    id: 'gallery-banner-overlay-video',
    variant: 'overlay',
    media: {
      type: 'video',
      url: '/videos/content/pitching-the-storm-dome.mp4',
      alt: 'A tent being pitched in strong wind',
      width: 1200,
      height: 600,
      poster: { url: '/images/content/banner-storm-dome.svg' },
    },
    title: 'Pitched in 90 seconds. In a gale.',
    linkType: 'CTA',
    targets: [{ url: PACKS, text: 'Shop the Storm Dome' }],
  },

  // Split banner (CMS-032), image 60 % on the left.
  {
    type: 'banner',
    id: 'gallery-banner-split-60',
    variant: 'split',
    imageWidth: 60,
    media: contentImage('banner', 'repair-bench', 'Hands patching a jacket at a repair bench'),
    overline: 'Repair, don’t replace',
    title: 'Free repairs for life',
    richText:
      '<p>Bring any of our jackets to a store and we will patch, re-proof or re-zip it. <a href="/help/contact-us">Ask us how</a>.</p>',
    linkType: 'CTA',
    targets: [{ url: '/store-locator', text: 'Find a repair desk' }],
  },

  // Split banner, image 40 % on the right, on sand; text centred on small screens, left on large.
  {
    type: 'banner',
    id: 'gallery-banner-split-40',
    variant: 'split',
    imageWidth: 40,
    alignment: 'right',
    backgroundColor: 'sand',
    textAlignmentSmall: 'center',
    textAlignmentLarge: 'left',
    media: contentImage('banner', 'kids-trail', 'Two children running down a forest trail'),
    title: 'Little legs, big adventures',
    titleStyle: 'large',
    subtitle: 'Kids’ boots with room to grow, in sizes 10 to 6.',
    linkType: 'CTA',
    targets: [{ url: HIKING, text: 'Shop kids’ boots', style: 'primary' }],
  },

  // Thin banner (CMS-033) on the brand green: the text turns white by itself.
  {
    type: 'banner',
    id: 'gallery-banner-thin',
    variant: 'thin',
    backgroundColor: 'brand',
    media: contentImage('menu', 'xplr-badge', ''),
    title: 'XPLR Pass members ship free, always',
    subtitle: 'Join in a minute; earn points on every order.',
    linkType: 'CTA',
    targets: [{ url: '/xplr-pass', text: 'Join for free', style: 'link', icon: 'chevron-right' }],
  },

  // Below-text banner (CMS-034): picture first, then a padded text panel; text below the buttons.
  {
    type: 'banner',
    id: 'gallery-banner-below-text',
    variant: 'below-text',
    media: contentImage('banner', 'bothy-rain', 'A stone mountain hut in the rain'),
    eyebrowText: 'Field notes',
    title: 'Three days, one bothy, no dry socks',
    richText:
      '<p>Our product team spent a wet weekend in the Cairngorms testing next season’s rain shells.</p>',
    alignment: 'center',
    textAlignmentSmall: 'center',
    linkType: 'CTA',
    targets: [{ url: '/summit-series', text: 'Read the field notes', style: 'secondary' }],
    richTextBelowTargets: '<p>About a 6 minute read.</p>',
  },

  // Menu tile (CMS-035): one link as a whole; its first button's text becomes the call to action.
  {
    type: 'banner',
    id: 'gallery-banner-menu-tile',
    variant: 'menu-tile',
    media: contentImage('card', 'tile-trail-running', 'Trail running shoes on a rock'),
    title: 'New trail runners',
    subtitle: 'Grip for every surface',
    linkType: 'CTA',
    targets: [{ url: RUNNING, text: 'Shop now' }],
  },

  // Espot (CMS-036): a bordered slot that fills its grid cell.
  {
    type: 'banner',
    id: 'gallery-banner-espot',
    variant: 'espot',
    media: contentImage('banner', 'espot-gift-card', 'A gift card tucked into a mitten'),
    title: 'Not sure what they need?',
    subtitle: 'Digital gift cards arrive in minutes.',
    linkType: 'CTA',
    targets: [
      {
        url: categoryUrl({ id: '4010', slug: 'digital-gift-cards' }),
        text: 'Send a gift card',
        style: 'link',
      },
    ],
  },

  // A banner whose title is hidden (CMS-039), whose buttons are all hidden (No-CTA, CMS-038), and
  // whose title colour is refused for contrast (yellow on white): the readable default stays.
  {
    type: 'banner',
    id: 'gallery-banner-hidden-title',
    variant: 'below-text',
    media: contentImage('banner', 'sale-rack', 'Jackets on a rack'),
    title: 'End of season sale',
    titleColor: '#ffff00',
    hideTitle: true,
    subtitle: 'Up to 40% off last season’s colours.',
    linkType: 'No-CTA',
    targets: [{ url: JACKETS, text: 'Not shown' }],
    mediaTarget: { url: JACKETS },
  },

  // ---------------------------------------------------------------------------------------------
  // Cards and picture

  // Linked card (CMS-062): media, title and text, all one link.
  {
    type: 'linkedCard',
    id: 'gallery-linked-card',
    media: contentImage('card', 'care-guide', 'Waxing a pair of leather boots'),
    title: 'How to care for leather boots',
    text: 'Clean, dry, wax: ten minutes that add years to your boots.',
    target: { url: '/help/contact-us' },
  },
  {
    type: 'linkedCard',
    id: 'gallery-linked-card-external',
    media: contentImage('card', 'trail-conservancy', 'Volunteers building a stone trail step'),
    title: 'We give 1% to trail conservation',
    text: 'Read about the trails we helped rebuild this year.',
    target: { url: 'https://example.org/trail-conservancy', targetAttribute: '_blank' },
  },

  // Multi-link card (CMS-063): linked title and a list of links, left and centred.
  {
    type: 'multiLinkCard',
    id: 'gallery-multi-link-card',
    media: contentImage('card', 'layering-guide', 'Base, mid and shell layers laid out on a rock'),
    title: 'Layering, explained',
    titleTarget: { url: FLEECE },
    targets: [
      { url: FLEECE, text: 'Base layers' },
      { url: FLEECE, text: 'Fleece and mid layers' },
      { url: JACKETS, text: 'Shells' },
    ],
    alignment: 'left',
  },
  {
    type: 'multiLinkCard',
    id: 'gallery-multi-link-card-centre',
    media: contentImage('card', 'help-desk', 'A store guide helping a shopper try on boots'),
    title: 'Need a hand?',
    targets: [
      { url: '/help/contact-us', text: 'Contact us' },
      { url: '/help/returns/how-to-return', text: 'Returns' },
      { url: '/store-locator', text: 'Find a store' },
    ],
    alignment: 'center',
  },

  // Picture (CMS-064): one image with alt, width and height.
  {
    type: 'picture',
    id: 'gallery-picture',
    ...contentImage('banner', 'ridge-panorama', 'A long ridge walk under a clear sky'),
  },
]
