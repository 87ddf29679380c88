import { defineNamespace } from '#app/components/i18n.tsx'
import en from './en/instore.json' with { type: 'json' }

/** The associate login page's text (INSTORE rows, decision 005); the header's banner is in `common`. */
export const instoreNs = defineNamespace('instore', { en })
