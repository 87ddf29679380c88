import { createContext, use, useContext, useMemo, type ReactNode } from 'react'
import { FALLBACK_LANGUAGE } from '#app/platform/i18n/languages.ts'
import { pluralRulesFor } from '#app/domain/market/intl-cache.ts'
import { catalogues, type Catalogue, type Namespace } from '#app/locales/catalogues.ts'
import { load as loadLanguage } from '#app/locales/load.client.ts'

/**
 * Rendering-side translation. Components read the same catalogues i18next serves on the server, with
 * i18next's key, namespace, plural (`_one`/`_other`) and `{{value}}` interpolation conventions, through
 * this small translator instead of a copy of i18next in every page's JavaScript (decision 004). A unit
 * test keeps its output equal to i18next's for every catalogue entry.
 *
 * The catalogues and their namespaces' definitions are data, in `app/locales/`: this runtime reads them.
 * `common` and `content` (header, menu, footer) ship with every page; the blocks bring `blocks`. A
 * feature's own namespace ships only with the pages that use it: its module defines it with
 * `defineNamespace` (`app/locales/catalogues.ts`) and its components pass that definition to
 * `useTranslation`, so the catalogue is bundled with them (decision 005).
 *
 * Only English is bundled. French and German catalogues are chunks of their own (decision 046): the
 * server registers every language here. In the browser, the first `useTranslation` of a missing
 * catalogue suspends (hydration, or a navigation, waits with the server's text in place) while
 * `app/locales/load.client.ts` loads the catalogues of every namespace the page's code has defined.
 */

export type TranslateOptions = {
  ns?: string
  count?: number
  defaultValue?: string
  [value: string]: unknown
}
export type Translate = (key: string, options?: TranslateOptions) => string

export type { Namespace }

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: unknown = catalogue
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Catalogue)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** A translator for one language and default namespace. */
export function createTranslator(language: string, defaultNs = 'common'): Translate {
  const bundles = catalogues[language] ?? catalogues[FALLBACK_LANGUAGE] ?? {}
  const plurals = pluralRulesFor(language)
  return (rawKey, options = {}) => {
    const [nsFromKey, keyAfterNs] = rawKey.includes(':') ? rawKey.split(/:(.*)/s, 2) : [undefined, rawKey]
    const catalogue = bundles[options.ns ?? nsFromKey ?? defaultNs]
    const key = keyAfterNs ?? rawKey
    let template: string | undefined
    if (typeof options.count === 'number') {
      template =
        lookup(catalogue, `${key}_${plurals.select(options.count)}`) ?? lookup(catalogue, `${key}_other`)
    }
    template ??= lookup(catalogue, key) ?? options.defaultValue ?? key
    return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
      const value = options[name]
      return value === undefined || value === null ? match : String(value)
    })
  }
}

/** A promise React reads as settled without waiting (its `status`): the words are there. */
const HAVE_WORDS = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })

/** The page's language (exported for the island markup cache, which renders islands on their own). */
export const LanguageContext = createContext<string>(FALLBACK_LANGUAGE)

export function TranslationProvider({ language, children }: { language: string; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
}

/**
 * `const { t } = useTranslation('content')` — the i18next-style hook over the page's language. A feature
 * namespace is passed as its definition (`useTranslation(reviewsNs)`), which bundles its catalogue.
 */
export function useTranslation(namespace: 'common' | 'content' | Namespace = 'common') {
  const language = useContext(LanguageContext)
  const ns = typeof namespace === 'string' ? namespace : namespace.name
  // Only in the browser, on a page in another language: the server has every catalogue, and every
  // namespace has an English one. The loader loads all the page's namespaces: the retry has them.
  // `use` is called on every render: when the words come within the same task (their module is in, as
  // the language's common words are with its map), React replays the suspended render rather than
  // starting it again, and a replay that skipped `use` would call the next hook as an update of a
  // component that never mounted.
  use(catalogues[language]?.[ns] ? HAVE_WORDS : loadLanguage(language))
  return useMemo(() => ({ t: createTranslator(language, ns), i18n: { language } }), [language, ns])
}
