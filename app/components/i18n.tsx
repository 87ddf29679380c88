import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { FALLBACK_LANGUAGE, resources } from '#app/i18n.ts'

/**
 * Rendering-side translation. Components read the same catalogues i18next serves on the server, with
 * i18next's key, namespace, plural (`_one`/`_other`) and `{{value}}` interpolation conventions, through
 * this small translator instead of a copy of i18next in every page's JavaScript (decision 004). A unit
 * test keeps its output equal to i18next's for every catalogue entry.
 */

export type TranslateOptions = {
  ns?: string
  count?: number
  defaultValue?: string
  [value: string]: unknown
}
export type Translate = (key: string, options?: TranslateOptions) => string

type Catalogue = Record<string, unknown>

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
  const all = resources as Record<string, Record<string, Catalogue>>
  const bundles = all[language] ?? all[FALLBACK_LANGUAGE] ?? {}
  const plurals = new Intl.PluralRules(language)
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

const LanguageContext = createContext<string>(FALLBACK_LANGUAGE)

export function TranslationProvider({ language, children }: { language: string; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
}

/** `const { t } = useTranslation('content')` — the i18next-style hook over the page's language. */
export function useTranslation(ns = 'common') {
  const language = useContext(LanguageContext)
  return useMemo(() => ({ t: createTranslator(language, ns), i18n: { language } }), [language, ns])
}
