import common from '#app/locales/en/common.json' with { type: 'json' }
import content from '#app/locales/en/content.json' with { type: 'json' }

export type Catalogue = Record<string, unknown>

/**
 * The translator's catalogues by language, then namespace, as far as this bundle has loaded them
 * (decisions 004, 005, 046). English `common` and `content` ship with every page; feature namespaces
 * add their English catalogue when defined; the server adds every language; the browser loads a
 * page's French or German ones with `app/locales/load.client.ts`.
 */
export const catalogues: Record<string, Record<string, Catalogue>> = { en: { common, content } }
