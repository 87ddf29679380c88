import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/cart.json' with { type: 'json' }

/** Cart page text: groups, delivery per item, promotions, coupons, notices, totals (decision 005). */
export const cartNs = defineNamespace('cart', { en })
