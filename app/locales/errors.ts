import { defineNamespace } from './catalogues.ts'
import en from './en/errors.json' with { type: 'json' }

/**
 * The error catalogue's texts (ERR-001, ERR-005), keyed by catalogue code: `app/domain/errors/errors.ts`
 * keeps each entry's meaning, display and group and reads its English text from `en/errors.json`;
 * loaders and actions translate with the request's `t` (`errorMessage(id, server, t)`), so the
 * French and German texts stay on the server. This definition exists for decision 005's rule; no
 * page's code imports it.
 */
export const errorsNs = defineNamespace('errors', { en })
