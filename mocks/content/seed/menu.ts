import type { MenuInput } from '#app/domain/content/content.ts'
import { categoryUrl, type ContentCategory, TOP_CATEGORIES } from './categories.ts'
import { contentImage } from './images.ts'

/** The mega menu: top category → column → link, over the seed category tree. */

interface Extra {
  columns: Array<{ title: string; links: Array<[title: string, url: string]> }>
  banner: { title: string; subtitle: string; url: string }
}

const url = (id: string, slug: string) => categoryUrl({ id, slug })

const EXTRAS: Record<string, Extra> = {
  '1000': {
    columns: [
      {
        title: 'Featured',
        links: [
          ['New arrivals', url('1000', 'footwear')],
          ['Offers', '/promotions'],
          ['Basecamp stories', '/basecamp'],
        ],
      },
      {
        title: 'Activities',
        links: [
          ['Trail running', url('1010', 'running-shoes')],
          ['Hiking', url('1020', 'hiking-boots')],
        ],
      },
    ],
    banner: {
      title: 'Built for the long run',
      subtitle: 'New trail shoes',
      url: url('1010', 'running-shoes'),
    },
  },
  '2000': {
    columns: [
      {
        title: 'Featured',
        links: [
          ['Rain-ready layers', url('2010', 'jackets')],
          ['Offers', '/promotions'],
        ],
      },
      {
        title: 'Activities',
        links: [
          ['Hiking', url('2010', 'jackets')],
          ['Camping', url('2020', 'fleece-base-layers')],
        ],
      },
    ],
    banner: { title: 'Layer up', subtitle: 'Fleece and base layers', url: url('2020', 'fleece-base-layers') },
  },
  '3000': {
    columns: [
      {
        title: 'Featured',
        links: [
          ['Camp kitchen', url('3020', 'accessories')],
          ['Find a store', '/store-locator'],
        ],
      },
      {
        title: 'Activities',
        links: [
          ['Backpacking', url('3010', 'tents-packs')],
          ['Day hiking', url('3020', 'accessories')],
        ],
      },
    ],
    banner: {
      title: 'Sleep under the stars',
      subtitle: 'Tents for every trip',
      url: url('3010', 'tents-packs'),
    },
  },
  '4000': {
    columns: [
      {
        title: 'Help',
        links: [
          ['Check your balance', '/gift-card'],
          ['Terms of sale', '/sale-terms'],
        ],
      },
    ],
    banner: {
      title: 'Give the outdoors',
      subtitle: 'Delivered in minutes',
      url: url('4010', 'digital-gift-cards'),
    },
  },
}

function node(category: ContentCategory): MenuInput['items'][number] {
  const extra = EXTRAS[category.id]
  return {
    id: `menu-${category.id}`,
    name: category.slug,
    title: category.name,
    target: { url: categoryUrl(category) },
    columns: [
      {
        id: `menu-${category.id}-shop`,
        title: 'Shop by category',
        children: category.children.map((child) => ({
          id: `menu-${child.id}`,
          title: child.name,
          target: { url: categoryUrl(child) },
        })),
      },
      ...(extra?.columns ?? []).map((column, index) => ({
        id: `menu-${category.id}-${index + 1}`,
        title: column.title,
        children: column.links.map(([title, href], i) => ({
          id: `menu-${category.id}-${index + 1}-${i}`,
          title,
          target: { url: href },
        })),
      })),
    ],
    menuBanner: extra
      ? {
          title: extra.banner.title,
          subtitle: extra.banner.subtitle,
          media: contentImage('menu', category.slug),
          target: { url: extra.banner.url },
        }
      : undefined,
    delocalizedTracking: category.name,
  }
}

export const MENU: MenuInput = {
  id: 'main-menu',
  items: TOP_CATEGORIES.map(node),
}
