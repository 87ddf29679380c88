import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES, resources } from '#app/platform/i18n/i18n.ts'
import { ERROR_CATALOGUE } from '#app/domain/errors/errors.ts'
import { namespaceOfFile } from './files.ts'

/**
 * The French and German catalogues against the English ones (decision 046): the same files, the same
 * keys (no missing entry, no stray one), the same `{{values}}` in each entry, and each plural with
 * exactly the suffixes i18next looks up for the language (`Intl.PluralRules`: one/other in English
 * and German, one/many/other in French).
 */
const app = path.resolve(import.meta.dirname, '..')
/**
 * Every catalogue file, wherever it lives: `<folder>/locales/<language>/<file>.json` (a capability's,
 * the shell's, the blocks', the shared ones here), by language and then `<folder>/<file>.json`
 * (`features/cart/cart.json`; the shared ones are `common.json`): each file is compared with its
 * English one in the same folder. A file name is one namespace; a namespace may come in parts, a file
 * in each folder of what it words (the payment methods' words, a part in each method's folder).
 */
const catalogueFiles = new Map<string, Map<string, string>>()
for (const entry of readdirSync(app, { recursive: true, encoding: 'utf8' })) {
  const match = /^(?:(.*)[/\\])?locales[/\\]([^/\\]+)[/\\]([^/\\]+\.json)$/.exec(entry)
  if (!match) continue
  const [, folder, language = '', file = ''] = match
  const files = catalogueFiles.get(language) ?? new Map<string, string>()
  files.set(folder ? `${folder.replaceAll('\\', '/')}/${file}` : file, path.join(app, entry))
  catalogueFiles.set(language, files)
}
const namespaceOf = (file: string) => namespaceOfFile(path.basename(file))
const filesIn = (language: string) => [...(catalogueFiles.get(language)?.keys() ?? [])].sort()
const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((language) => language !== 'en')
const PLURAL = /_(zero|one|two|few|many|other)$/

type Tree = { [key: string]: string | Tree }
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(catalogueFiles.get(language)?.get(file) ?? '', 'utf8')) as Tree

function entries(node: Tree, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  )
}

/** Keys with a plural's suffixes folded into the plural's base, and the suffixes found for each. */
function shape(node: Tree) {
  const plurals = new Map<string, string[]>()
  const plain = new Map<string, string>()
  for (const [key, value] of entries(node)) {
    const match = PLURAL.exec(key)
    if (match) {
      const base = key.slice(0, match.index)
      plurals.set(base, [...(plurals.get(base) ?? []), match[1]!].sort())
      plain.set(`${base}_other`, plain.get(`${base}_other`) ?? '')
      if (match[1] === 'other') plain.set(`${base}_other`, value)
    } else plain.set(key, value)
  }
  return { plurals, plain, all: new Map(entries(node)) }
}

const variables = (text: string) =>
  [...new Set(Array.from(text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g), (m) => m[1]))].sort()

const englishFiles = filesIn('en')

describe('French and German catalogues (decision 046)', () => {
  it.each(SUPPORTED_LANGUAGES)(
    '%s: the parts of a namespace hold groups of their own, which i18next serves as one catalogue',
    (language) => {
      const groups = new Map<string, string>()
      // The refusal page's words are read before any translator, not as a namespace.
      for (const file of filesIn(language).filter((name) => name !== 'refusals.json')) {
        for (const group of Object.keys(read(language, file))) {
          const at = `${namespaceOf(file)} ${group}`
          expect(groups.get(at), `${file}: ${at} is also in ${groups.get(at)}`).toBeUndefined()
          groups.set(at, file)
          expect(resources[language][namespaceOf(file)]).toHaveProperty([group])
        }
      }
      expect(filesIn('en')).toContain('features/cart/cart.json')
    },
  )

  it.each(OTHER_LANGUAGES)('%s has a catalogue for every English one, and no other', (language) => {
    expect(filesIn(language)).toEqual(englishFiles)
  })

  for (const language of OTHER_LANGUAGES) {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort()

    it.each(englishFiles)(`${language}/%s has every English key and no stray one`, (file) => {
      const english = shape(read('en', file))
      const other = shape(read(language, file))
      expect([...other.plain.keys()].sort()).toEqual([...english.plain.keys()].sort())
      expect([...other.plurals.keys()].sort()).toEqual([...english.plurals.keys()].sort())
    })

    it.each(englishFiles)(`${language}/%s: plurals have exactly the language's forms`, (file) => {
      for (const [base, suffixes] of shape(read(language, file)).plurals) {
        expect(suffixes, `${file} ${base}`).toEqual(categories)
      }
    })

    it.each(englishFiles)(`${language}/%s: every entry is text, with the English entry's values`, (file) => {
      const english = shape(read('en', file))
      for (const [key, value] of shape(read(language, file)).all) {
        expect(value.trim(), `${file} ${key}`).not.toBe('')
        const englishKey = english.all.has(key) ? key : key.replace(PLURAL, '_other')
        expect(variables(value), `${file} ${key}`).toEqual(variables(english.all.get(englishKey) ?? ''))
      }
    })
  }

  it.each(SUPPORTED_LANGUAGES)(
    '%s/errors.json has a text for every error catalogue code (ERR-005)',
    (language) => {
      const texts = read(language, 'errors.json')
      const missing = Object.keys(ERROR_CATALOGUE).filter((code) => typeof texts[code] !== 'string')
      expect(missing).toEqual([])
    },
  )

  it('i18next serves every catalogue of every language under the same namespaces', () => {
    for (const language of OTHER_LANGUAGES) {
      expect(Object.keys(resources[language]).sort()).toEqual(Object.keys(resources.en).sort())
    }
  })
})

/**
 * US English and British English (decision 071): `en` is US English, read on en-us; `en-GB` holds only
 * the entries spelt the British way, laid over it for en-gb and en-ca.
 */
const BRITISH_SPELLING =
  /\b\w*(colour|favourite|authoris|enrolment|personalis|cancell(ed|ing)|programme|centre|organis|catalogue|licence|behaviour|labelled|grey|metre|litre|recognis|apologis|customis|optimis|realis|fulfil\b|analys|travell)\w*/i

describe('US English base and British English overlay (decision 071)', () => {
  const britishFiles = filesIn('en-GB')

  it.each(englishFiles)('en/%s, read on en-us, has no British spelling', (file) => {
    const british = entries(read('en', file)).filter(([, value]) => BRITISH_SPELLING.test(value))
    expect(british).toEqual([])
  })

  it('every British file overlays an English one, and i18next serves each as its namespace', () => {
    expect(britishFiles.length).toBeGreaterThan(0)
    for (const file of britishFiles) expect(englishFiles).toContain(file)
    expect(Object.keys(resources['en-GB']).sort()).toEqual([...new Set(britishFiles.map(namespaceOf))].sort())
  })

  it.each(britishFiles)(
    'en-GB/%s holds only entries of the base that it spells differently, with the same values',
    (file) => {
      const base = new Map(entries(read('en', file)))
      for (const [key, value] of entries(read('en-GB', file))) {
        expect(base.has(key), `${file} ${key} is not in en/${file}`).toBe(true)
        expect(value, `${file} ${key} reads as in en/${file}`).not.toBe(base.get(key))
        expect(variables(value), `${file} ${key}`).toEqual(variables(base.get(key) ?? ''))
      }
    },
  )

  it.each(englishFiles)(
    'en/%s: every entry with a US "color" or "favorite" has its British spelling',
    (file) => {
      const british = filesIn('en-GB').includes(file) ? new Map(entries(read('en-GB', file))) : new Map()
      const american = entries(read('en', file)).filter(([, value]) =>
        /\b(colors?|favorit\w*)\b/i.test(value),
      )
      for (const [key] of american) expect(british.has(key), `en-GB/${file} ${key}`).toBe(true)
    },
  )

  it('the British entries are the US ones in British spelling ("Colour", "favourites", "cancelled")', () => {
    const british = britishFiles.flatMap((file) => entries(read('en-GB', file)).map(([, value]) => value))
    expect(british.every((value) => BRITISH_SPELLING.test(value))).toBe(true)
    expect(read('en', 'common.json')).toMatchObject({ cart: { variant: { color: 'Color' } } })
    expect(read('en-GB', 'common.json')).toMatchObject({ cart: { variant: { color: 'Colour' } } })
  })
})

/**
 * Canadian English (decision 071): British English with the entries Canada spells as the US does. Each
 * `en-CA` entry replaces a British one with a spelling of its own that is not British.
 */
describe('Canadian English overlay over the British one (decision 071)', () => {
  const canadianFiles = filesIn('en-CA')

  it('every Canadian file overlays a British one, and i18next serves each as its namespace', () => {
    expect(canadianFiles.length).toBeGreaterThan(0)
    for (const file of canadianFiles) expect(filesIn('en-GB')).toContain(file)
    expect(Object.keys(resources['en-CA']).sort()).toEqual(
      [...new Set(canadianFiles.map(namespaceOf))].sort(),
    )
  })

  it.each(canadianFiles)('PLAT-040 en-CA/%s undoes only British spellings, keeping the values', (file) => {
    const british = new Map(entries(read('en-GB', file)))
    for (const [key, value] of entries(read('en-CA', file))) {
      expect(british.has(key), `${file} ${key} is not in en-GB/${file}`).toBe(true)
      expect(value, `${file} ${key}`).not.toBe(british.get(key))
      expect(value, `${file} ${key}`).not.toMatch(BRITISH_SPELLING)
      expect(variables(value), `${file} ${key}`).toEqual(variables(british.get(key) ?? ''))
    }
  })
})
