import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/consent.json' with { type: 'json' }

/** The consent banner and the cookie settings page (PLAT-040..043, decision 005: ships only with them). */
export const consentNs = defineNamespace('consent', { en })
