/**
 * Intl formatters are costly to build (a page of product tiles built hundreds per render) and
 * immutable once built: one per locale and options, kept for the life of the process (decision 052).
 * The keys are few — the sites' locales times the formats the shop uses.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()
const regionNames = new Map<string, Intl.DisplayNames>()
const languageNames = new Map<string, Intl.DisplayNames>()

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

/** `new Intl.DisplayNames(locale, { type: 'region' })`, built once per locale: countries by name. */
export function regionNamesFor(locale: string): Intl.DisplayNames {
  let names = regionNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' })
    regionNames.set(locale, names)
  }
  return names
}

/** `new Intl.DisplayNames(locale, { type: 'language' })`, built once per locale: languages by name. */
export function languageNamesFor(locale: string): Intl.DisplayNames {
  let names = languageNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'language', fallback: 'code' })
    languageNames.set(locale, names)
  }
  return names
}
