import type { Catalogue } from '../catalogues.ts'

/** The French catalogues by path, each loaded as the page's code needs it (`../load.client.ts`). */
export const files = import.meta.glob<Catalogue>(['/app/**/locales/fr/*.json', '!**/refusals.json'], {
  import: 'default',
})
