import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/stores.json' with { type: 'json' }

/** Store locator, store availability and pick up in store (decision 005). */
export const storesNs = defineNamespace('stores', { en })
