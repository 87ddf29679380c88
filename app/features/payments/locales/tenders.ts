import { defineNamespace, type Catalogue } from '#app/locales/catalogues.ts'
import en from './en/tenders.json' with { type: 'json' }

/**
 * Each method's words, a part of the namespace in its own folder
 * (`app/features/payments/<method>/locales/<language>/tenders.json`), its groups named after it
 * (`payLater`, `cards`): a new method's words come with its folder. The i18n runtime and the browser's
 * loader put the other languages' parts together the same way.
 */
const methods = import.meta.glob<Catalogue>('../*/locales/en/tenders.json', {
  eager: true,
  import: 'default',
})

/**
 * The payment methods' words at checkout (decision 005): each method's view, its page and its
 * toasts, and the summary's line for a method; here, billing's own (the order covered). The steps' own
 * words (titles, the payment's status on the summary) stay checkout's.
 */
export const tendersNs = defineNamespace('tenders', {
  en: Object.assign({}, en, ...Object.values(methods)) as Catalogue,
})
