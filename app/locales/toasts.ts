import { defineNamespace } from './catalogues.ts'
import en from './en/toasts.json' with { type: 'json' }

/**
 * The messages the server writes into a toast after a post (added to the cart, a line removed, the cart
 * expired): translated on the server, so no page's code imports this definition and the messages stay
 * out of the browser's first load (decision 005).
 */
export const toastsNs = defineNamespace('toasts', { en })
