import type { KnownBlockInput } from '#app/domain/content/content.ts'
import { JOURNAL_SLUG } from './articles.ts'

/**
 * Gallery fixtures: every variant of the article grid, related articles, secondary navigation, filter-by,
 * footer items and accordion blocks, plus an anchor target (CMS-052). The article blocks show results
 * once the page's loader has run `resolveArticleBlocks` over them.
 */
export const ARTICLES_GALLERY: KnownBlockInput[] = [
  // Secondary navigation, left-aligned with a divider; the last link jumps to an anchor on this page.
  {
    type: 'secondaryNavigation',
    id: 'gallery-journal-nav',
    title: 'Journal',
    alignment: 'left',
    divider: true,
    targets: [
      { url: `/${JOURNAL_SLUG}`, text: 'All stories' },
      { url: `/${JOURNAL_SLUG}?tags=running`, text: 'Running' },
      { url: `/${JOURNAL_SLUG}?tags=hiking`, text: 'Hiking' },
      { url: `/${JOURNAL_SLUG}?tags=gear-care`, text: 'Gear care' },
      { url: '#care-faq', text: 'Care questions' },
    ],
  },
  // Secondary navigation, right-aligned in the brand's colours, no divider.
  {
    type: 'secondaryNavigation',
    id: 'gallery-help-nav',
    title: 'Help centre',
    alignment: 'right',
    divider: false,
    colors: { textColor: '#ffffff', backgroundColor: '#14532d', dividerColor: '#86efac' },
    targets: [
      { url: '/help/contact-us', text: 'Contact us' },
      { url: '/policies/shipping-terms', text: 'Shipping' },
      { url: '/store-locator', text: 'Find a store' },
      { url: 'https://status.example.com', text: 'Service status', targetAttribute: '_blank' },
    ],
  },
  // Secondary navigation without a title: the list is named "In this section".
  {
    type: 'secondaryNavigation',
    id: 'gallery-untitled-nav',
    alignment: 'center',
    targets: [
      { url: '/c/footwear-1000', text: 'Footwear' },
      { url: '/c/apparel-2000', text: 'Apparel' },
      { url: '/c/gear-3000', text: 'Gear' },
    ],
  },
  {
    type: 'filterBy',
    id: 'gallery-filter-activity',
    title: 'Filter by activity',
    targets: [
      { url: '/c/running-shoes-1010', text: 'Trail running' },
      { url: '/c/hiking-boots-1020', text: 'Hiking' },
      { url: '/c/tents-packs-3010', text: 'Camping' },
      { url: '/c/jackets-2010', text: 'Rain and wind' },
      { url: '/c/fleece-base-layers-2020', text: 'Layering' },
    ],
  },
  // Filter-by without a title reads "Filter by".
  {
    type: 'filterBy',
    id: 'gallery-filter-journal',
    targets: [
      { url: `/${JOURNAL_SLUG}?tags=camping`, text: 'Camping' },
      { url: `/${JOURNAL_SLUG}?tags=community`, text: 'Community' },
    ],
  },
  // The article grid: two rows of three, every tag open.
  {
    type: 'articleGrid',
    id: 'gallery-journal',
    title: 'From the Journal',
    initialTags: [],
    rowsToLoad: 2,
    columns: 3,
  },
  // An article grid that starts filtered (clear all comes back here), one row of four.
  {
    type: 'articleGrid',
    id: 'gallery-trips',
    title: 'Trips and camps',
    initialTags: ['hiking', 'camping'],
    rowsToLoad: 1,
    columns: 4,
  },
  // An article grid with an initial query and the defaults (one row of three).
  { type: 'articleGrid', id: 'gallery-care', title: 'Care guides', query: 'jacket' },
  {
    type: 'relatedArticles',
    id: 'gallery-related',
    title: 'More from the Journal',
    parentPageSlug: JOURNAL_SLUG,
  },
  {
    type: 'accordion',
    anchorName: 'care-faq',
    title: 'Gear care questions',
    iconsStyle: 'chevron',
    bottomDivider: true,
    accordions: [
      {
        title: 'How often should I re-proof my shell?',
        icon: 'question',
        open: true,
        richText: '<p>When rain stops beading on the face fabric, usually two or three times a season.</p>',
      },
      {
        title: 'Can I tumble-dry down?',
        icon: 'leaf',
        richText: '<p>Yes, on low heat with two or three clean tennis balls to break up the clumps.</p>',
      },
      {
        title: 'Do you repair boots?',
        icon: 'store',
        richText:
          '<p>Our flagship stores resole and re-stitch boots. <a href="/store-locator">Find a store</a>.</p>',
      },
    ],
  },
  {
    type: 'accordion',
    title: 'Delivery and returns',
    iconsStyle: 'plus',
    bottomDivider: false,
    accordions: [
      {
        title: 'Delivery times',
        icon: 'truck',
        richText: '<p>Standard delivery takes 3 to 5 working days; express arrives the next working day.</p>',
      },
      {
        title: 'Free returns',
        icon: 'return',
        richText:
          '<p>Return unworn items within 60 days. <a href="/policies/shipping-terms">Read the policy</a>.</p>',
      },
      { title: 'Sizing help', icon: 'ruler', richText: '<p>Between sizes? Go up half a size for boots.</p>' },
    ],
  },
  {
    type: 'footerItems',
    id: 'gallery-footer-items',
    title: 'Explore Trailhead',
    groups: [
      {
        id: 'journal',
        title: 'Journal',
        links: [
          { text: 'Latest stories', url: `/${JOURNAL_SLUG}` },
          { text: 'Gear care guides', url: `/${JOURNAL_SLUG}?tags=gear-care` },
        ],
      },
      {
        id: 'community',
        title: 'Community',
        links: [
          { text: 'Run club', url: `/${JOURNAL_SLUG}/saturday-run-club` },
          { text: 'Trail clean-ups', url: `/${JOURNAL_SLUG}/trail-clean-up-recap` },
        ],
      },
      {
        id: 'help',
        title: 'Help',
        links: [
          { text: 'Contact us', url: '/help/contact-us' },
          { text: 'Shipping terms', url: '/policies/shipping-terms' },
        ],
      },
      {
        id: 'social',
        title: 'Follow us',
        links: [{ text: 'Instagram', url: 'https://instagram.com/trailhead', targetAttribute: '_blank' }],
      },
    ],
  },
  // Footer items without a title: the groups' titles carry the headings.
  {
    type: 'footerItems',
    id: 'gallery-footer-untitled',
    groups: [
      {
        title: 'Stores',
        links: [
          { text: 'Store locator', url: '/store-locator' },
          { text: 'Gift cards', url: '/c/gift-cards-4000' },
        ],
      },
    ],
  },
]
