import type { productImage } from '#app/domain/catalog/images.ts'
import type { Price } from '#app/domain/catalog/product.ts'

/**
 * The fields of the gift card form a refusal (`FormReply<GiftCardField>`) puts a message at; `upc`
 * (no amount chosen) shows at the top with the form's own message.
 */
export type GiftCardField = 'upc' | 'customAmount' | 'to' | 'email' | 'message'

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

/** The fields of the notify-me form: a refusal (`FormReply<NotifyField>`) shows at them and keeps them. */
export type NotifyField = 'email' | 'upc'
