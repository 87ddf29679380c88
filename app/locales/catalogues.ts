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

/** A namespace whose catalogues travel with the code that imports this definition. */
export type Namespace = { readonly name: string }

/**
 * Registers a feature namespace's catalogues (one per language) and names it for `useTranslation`
 * (`app/platform/i18n/translator.tsx`): the definition module is what bundles them (decision 005).
 */
export function defineNamespace(name: string, byLanguage: Record<string, Catalogue>): Namespace {
  for (const [language, catalogue] of Object.entries(byLanguage)) {
    catalogues[language] = { ...catalogues[language], [name]: catalogue }
  }
  return { name }
}
