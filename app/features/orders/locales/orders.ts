import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/orders.json' with { type: 'json' }

/** The account's orders and order tracking (decision 005: ships only with these pages). */
export const ordersNs = defineNamespace('orders', { en })
