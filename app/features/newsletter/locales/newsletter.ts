import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/newsletter.json' with { type: 'json' }

/** The newsletter forms (block, footer, pop-up, page; decision 005: ships only with them). */
export const newsletterNs = defineNamespace('newsletter', { en })
