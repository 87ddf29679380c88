import type { ProductSet } from './product-extras.ts'
import type { Price } from './product.ts'
import { localizedSize } from '../cart/line-attributes.ts'

/** A member of the set as its section shows it: its first colour's picture and orderable sizes. */
export interface ShownSetMember {
  id: string
  name: string
  url: string
  price: Price
  image: string | null
  /** The first colour's orderable variants: a size to choose, or the one there is, in the page's notation. */
  sizes: { upc: string; label: string }[]
}

/** The set as the page's data carries it: what its section shows, not each member's whole product. */
export interface ShownSet {
  id: string
  name: string
  description?: string
  products: ShownSetMember[]
}

/**
 * The set's section view (CAT-008): the other members than `productId`, each with what its card
 * shows and its add-to-cart form needs, its sizes written as `locale` writes them (9,5 in French). A member's description, other colours' pictures, breadcrumbs
 * and the rest of the product stay on the server (they were 5 kB of the product page).
 */
export function shownSet(set: ProductSet, productId: string, locale: string): ShownSet {
  return {
    id: set.id,
    name: set.name,
    ...(set.description ? { description: set.description } : {}),
    products: set.products
      .filter((member) => member.id !== productId)
      .map((member) => {
        const color = member.colors[0]
        return {
          id: member.id,
          name: member.name,
          url: member.url,
          price: member.price,
          image: color?.images[0]?.url ?? null,
          sizes: member.variants
            .filter((variant) => variant.color === color?.code && variant.orderable)
            .map(({ upc, size }) => ({ upc, label: localizedSize(size, locale) })),
        }
      }),
  }
}
