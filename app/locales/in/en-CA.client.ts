import type { Catalogue } from '../catalogues.ts'
import { files as british } from './en-GB.client.ts'

/**
 * The Canadian English catalogues by path, after the British ones they lie over (decision 071): British
 * English put back where Canada spells as the US does. Each is loaded as the page's code needs it.
 */
export const files = {
  ...british,
  ...import.meta.glob<Catalogue>(['/app/**/locales/en-CA/*.json', '!**/refusals.json'], {
    import: 'default',
  }),
}

export { over } from './en-GB.client.ts'
