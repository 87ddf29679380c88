import type { productImage } from '#app/models/images.ts'
import type { Price } from '#app/models/product.ts'

/** A refused gift card: messages by field and what was typed, for the product page to show. */
export interface GiftCardResult {
  errors: Partial<Record<'upc' | 'customAmount' | 'to' | 'email' | 'message' | 'form', string>>
  values: Partial<Record<'customAmount' | 'to' | 'email' | 'message', string>>
}

/** What the quick-shop dialog needs (CAT-020): the product's first colour with its sizes and stock. */
export type QuickShopData = {
  id: string
  name: string
  url: string
  price: Price
  color: { code: string; name: string }
  image: (ReturnType<typeof productImage> & { alt: string }) | null
  sizes: { label: string; upc?: string; available: boolean }[]
}

/** A refused registration: messages by field (or for the form), translated, and what was typed. */
export interface NotifyResult {
  errors: { email?: string; upc?: string; form?: string }
  email: string
  upc: string
}
