import { defineNamespace } from './catalogues.ts'
import en from './en/meta.json' with { type: 'json' }

/**
 * Page titles (decision 019): translated on the server, a loader returns its page's `title` and
 * `meta` reads it. This definition exists for decision 005's rule; no page's code imports it, so the
 * titles stay out of the browser.
 */
export const metaNs = defineNamespace('meta', { en })
