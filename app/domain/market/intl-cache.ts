/**
 * Intl formatters are costly to build (a page of product tiles built hundreds per render) and
 * immutable once built: one per locale and options, kept for the life of the process (decision 052).
 * The keys are few — the sites' locales times the formats the shop uses.
 */
const numberFormats = new Map<string, NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()
const displayNames = new Map<string, Intl.DisplayNames>()

/**
 * Numbers already formatted, by format (`locale|options`) and number: in the browser, the server's, for
 * the page it hydrates (decision 116). The browser's first `Intl.NumberFormat` starts ICU's number data,
 * some 12 ms on a fast machine and eight times that on a slow phone; a page that shows the server's
 * numbers again as it hydrates need not start it.
 */
export type DrawnNumbers = Record<string, Record<string, string>>

const drawn: DrawnNumbers = Object.create(null) as DrawnNumbers
/** A table as the document holds it: a JSON data block's element. */
type DrawnTable = { readonly textContent: string | null }
const tablesRead = new WeakSet<DrawnTable>()
let drawnTables: () => Iterable<DrawnTable> = () => []
let recordDrawn: ((format: string, value: string, text: string) => void) | undefined

/**
 * In the browser: where the document's tables of the numbers its server render formatted are (one
 * after the page, one after each section that streamed in later, wherever React moved it): those there
 * now, then, when a number is not yet known, any that came since; each table once. A table that does
 * not read is no table: its numbers are formatted here.
 */
export function readDrawnNumbersFrom(tables: () => Iterable<DrawnTable>): void {
  drawnTables = tables
  readNewTables()
}

function readNewTables(): void {
  for (const element of drawnTables()) {
    if (tablesRead.has(element)) continue
    tablesRead.add(element)
    try {
      for (const [format, numbers] of Object.entries(JSON.parse(element.textContent || '{}') as DrawnNumbers))
        Object.assign((drawn[format] ??= {}), numbers)
    } catch {
      // Formatted here instead.
    }
  }
}

/** On the server: where each number formatted is noted (the render's own table, decision 116). */
export function noteDrawnNumbers(record: (format: string, value: string, text: string) => void): void {
  recordDrawn = record
}

/** `Intl.NumberFormat`'s `format`, answering a number the server drew from its table. */
export type NumberFormat = { format(value: number): string }

/** A number format for the locale and options, built once (decision 052); Intl only when needed. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    let intl: Intl.NumberFormat | undefined
    format = {
      format(value) {
        const number = String(value)
        const kept = () => drawn[key]?.[number]
        const text = kept() ?? (readNewTables(), kept())
        if (text !== undefined) return text
        const made = (intl ??= new Intl.NumberFormat(locale, options)).format(value)
        recordDrawn?.(key, number, made)
        return made
      },
    }
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
