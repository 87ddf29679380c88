import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/product.json' with { type: 'json' }

/** Product page text: gallery, stock, notify me, size chart, product sets (decision 005). */
export const productNs = defineNamespace('product', { en })
