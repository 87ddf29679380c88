import type { Catalogue } from '../catalogues.ts'
import { overlaid } from '../overlay.ts'

/** The British English catalogues by path, each loaded as the page's code needs it (`../load.client.ts`). */
export const files = import.meta.glob<Catalogue>(['/app/**/locales/en-GB/*.json', '!**/refusals.json'], {
  import: 'default',
})

/** Each part in turn laid over the US English catalogue (decision 071). */
export const over = (english: Catalogue, parts: Catalogue[]): Catalogue => parts.reduce(overlaid, english)
