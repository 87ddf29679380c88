import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/tenders.json' with { type: 'json' }

/**
 * The payment methods' words at checkout (decision 005): each method's view, its page and its
 * toasts, and the summary's line for a method. The steps' own words (titles, the payment's status on
 * the summary) stay checkout's.
 */
export const tendersNs = defineNamespace('tenders', { en })
