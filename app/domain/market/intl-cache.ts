/**
 * Intl formatters are costly to build (a page of product tiles built hundreds per render) and
 * immutable once built: one per locale and options, kept for the life of the process (decision 052).
 * The keys are few — the sites' locales times the formats the shop uses.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()
const displayNames = new Map<string, Intl.DisplayNames>()

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(key, format)
  }
  return format
}

/** `new Intl.PluralRules(language)`, built once per language. */
export function pluralRulesFor(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules
}

/** `new Intl.DisplayNames(locale, { type })`, built once per locale and type; a code it cannot name is itself. */
function displayNamesFor(locale: string, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${type}|${locale}`
  let names = displayNames.get(key)
  if (!names) {
    names = new Intl.DisplayNames(locale, { type, fallback: 'code' })
    displayNames.set(key, names)
  }
  return names
}

/** Countries by name in `locale`. */
export const regionNamesFor = (locale: string) => displayNamesFor(locale, 'region')

/** Languages by name in `locale`. */
export const languageNamesFor = (locale: string) => displayNamesFor(locale, 'language')
