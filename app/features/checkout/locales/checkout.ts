import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/checkout.json' with { type: 'json' }

/** Checkout, totals, address fields and order confirmation text (decision 005). */
export const checkoutNs = defineNamespace('checkout', { en })
