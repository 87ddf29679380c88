import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/address-book.json' with { type: 'json' }

/** The address book and payment methods pages (decision 005: ships only with these pages). */
export const addressBookNs = defineNamespace('addressBook', { en })
