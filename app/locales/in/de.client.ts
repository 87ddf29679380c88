import type { Catalogue } from '../catalogues.ts'

/** The German catalogues by path, each loaded as the page's code needs it (`../load.client.ts`). */
export const files = import.meta.glob<Catalogue>(['/app/**/locales/de/*.json', '!**/refusals.json'], {
  import: 'default',
})
