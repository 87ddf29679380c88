import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/payments.json' with { type: 'json' }

/** The payment methods' own text: express pay's buttons on the product page (decision 005). */
export const paymentsNs = defineNamespace('payments', { en })
