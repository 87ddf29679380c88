import type { CmsPageInput } from '#app/domain/content/content.ts'
import { CATEGORIES, categoryUrl, childCategories } from '../../catalog/seed/catalog.ts'
import { socialGallery, widgetGallery } from './gallery-ugc.ts'
import { contentImage } from './images.ts'

/** The category tree the menu and category content are built on: the catalogue's own categories. */

export interface ContentCategory {
  id: string
  slug: string
  name: string
  children: readonly ContentCategory[]
}

export { categoryUrl }

export const TOP_CATEGORIES: readonly ContentCategory[] = CATEGORIES.filter((c) => !c.parentId).map(
  (top) => ({
    id: top.id,
    slug: top.slug,
    name: top.name,
    children: childCategories(top.id).map(({ id, slug, name }) => ({ id, slug, name, children: [] })),
  }),
)

export const LEAF_CATEGORIES: readonly ContentCategory[] = TOP_CATEGORIES.flatMap((c) => c.children)

const LEAF_COPY: Record<string, string> = {
  '1010': 'Light, cushioned and grippy: road and trail shoes for every pace and every distance.',
  '1020': 'Waterproof boots with support that lasts from the first switchback to the summit.',
  '2010': 'Shells, insulated jackets and packable layers that shrug off wind, rain and snow.',
  '2020': 'Warm fleece and merino base layers that breathe on the climb and keep you warm at the top.',
  '3010': 'Tents for fast overnights and family basecamps, plus packs sized from daypack to expedition.',
  '3020': 'Bottles, headlamps, beanies and gloves: the small things that make a big day better.',
  '4010': 'Delivered by email within minutes and redeemable online and in every store.',
}

/** Customer photo galleries of both providers (CMS-085) on the running shoes listing. */
const LEAF_GALLERIES: Record<string, CmsPageInput['components']> = {
  '1010': [widgetGallery('ugc-plp-widget'), socialGallery('ugc-plp-social')],
}

function leafContent(category: ContentCategory): CmsPageInput {
  return {
    id: `category-${category.id}`,
    slug: `category-${category.id}`,
    title: category.name,
    meta: {
      title: `${category.name} | Trailhead Outfitters`,
      description: LEAF_COPY[category.id] ?? category.name,
    },
    components: [
      { type: 'richText', richText: `<p>${LEAF_COPY[category.id] ?? ''}</p>` },
      ...(LEAF_GALLERIES[category.id] ?? []),
    ],
  }
}

const FOOTWEAR: CmsPageInput = {
  id: 'category-1000',
  slug: 'category-1000',
  title: 'Footwear',
  meta: {
    title: 'Footwear: running shoes and hiking boots | Trailhead Outfitters',
    description: 'Running shoes and hiking boots for road, trail and mountain.',
  },
  components: [
    {
      type: 'banner',
      variant: 'split',
      imageWidth: 60,
      media: contentImage('banner', 'footwear-landing'),
      title: 'Find your footing',
      subtitle: 'From tempo runs to multi-day treks, the right shoe changes everything.',
      targets: [
        { url: categoryUrl({ id: '1010', slug: 'running-shoes' }), text: 'Running shoes', style: 'primary' },
        { url: categoryUrl({ id: '1020', slug: 'hiking-boots' }), text: 'Hiking boots', style: 'secondary' },
      ],
    },
    {
      type: 'richText',
      richText:
        '<h2>How to choose</h2><p>Pick <strong>running shoes</strong> by terrain: smooth soles for the road, deep lugs for the trail. ' +
        'For <strong>hiking boots</strong>, think about load and weather: a waterproof mid-cut boot suits most hikers.</p>' +
        '<p>Not sure about size? <a href="/help/contact-us">Ask our fitting team</a> or visit a <a href="/store-locator">store near you</a>.</p>',
    },
  ],
}

function topContent(category: ContentCategory, blurb: string): CmsPageInput {
  return {
    id: `category-${category.id}`,
    slug: `category-${category.id}`,
    title: category.name,
    meta: { title: `${category.name} | Trailhead Outfitters`, description: blurb },
    components: [{ type: 'richText', richText: `<p>${blurb}</p>` }],
  }
}

/** Category content by category id: a landing for Footwear, a short intro for every other category. */
export const CATEGORY_CONTENT: Readonly<Record<string, CmsPageInput>> = Object.fromEntries([
  ['1000', FOOTWEAR],
  ['2000', topContent(TOP_CATEGORIES[1]!, 'Layers for every season, tested on the trail.')],
  ['3000', topContent(TOP_CATEGORIES[2]!, 'Tents, packs and the small essentials for nights out.')],
  ['4000', topContent(TOP_CATEGORIES[3]!, 'The gift of the outdoors, in any amount.')],
  ...LEAF_CATEGORIES.map((c) => [c.id, leafContent(c)] as const),
])
