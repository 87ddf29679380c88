import type { InitOptions } from 'i18next'
import { BRITISH_ENGLISH, CANADIAN_ENGLISH, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages.ts'
import { catalogues } from '#app/locales/catalogues.ts'
import englishValidation from '#app/locales/en/validation.json' with { type: 'json' }
import { namespaceOfFile } from '#app/locales/files.ts'

export {
  BRITISH_ENGLISH,
  CANADIAN_ENGLISH,
  FALLBACK_LANGUAGE,
  languageFor,
  SUPPORTED_LANGUAGES,
} from './languages.ts'

type Catalogue = Record<string, unknown>
type Language = (typeof SUPPORTED_LANGUAGES)[number] | typeof BRITISH_ENGLISH | typeof CANADIAN_ENGLISH

/**
 * The server's i18next settings, with every catalogue bundled. The English catalogues are US English
 * (en-us); French (fr-ca and fr-fr) and German (de-de) translate every entry (decision 046). British
 * English (en-gb, en-ca) is an overlay of only the entries spelt differently, which falls back to the
 * US English base (decision 071); Canadian English (en-ca) lays its own few entries over the British
 * ones. The browser bundles US English only and loads the others as chunks
 * (`app/locales/load.client.ts`); its modules read the languages from `./languages.ts`.
 *
 * A catalogue is `locales/<language>/<namespace>.json` in the folder of what it words: a capability's
 * own (`app/features/cart/locales/`), the shell's, the blocks', or the shared ones in `app/locales/`.
 * They are found by that pattern, so a new namespace is a folder of files, not a line here. A namespace
 * may come in parts, each in the folder of what it words and holding top-level groups of its own (the
 * payment methods' words, `tenders`, one part in each method's folder): its parts are one catalogue. English
 * comes from the namespaces' modules (`locales/<namespace>.ts`, found the same way), which register it
 * (`defineNamespace`) as they import it for the browser: read here as a file too, each English file
 * was imported two ways, with the JSON attribute Playwright's loader needs and without. One module
 * registers no English: the validation messages', which read as themselves in the browser; the server
 * takes their file. The refusal page's words are not a namespace: the cross-site refusal reads them
 * before any translator.
 */
import.meta.glob(['/app/**/locales/*.ts', '!**/*.test.ts', '!/app/locales/{files,overlay,load.client}.ts'], {
  eager: true,
})
const files = import.meta.glob<Catalogue>(
  ['/app/**/locales/*/*.json', '!**/locales/en/*.json', '!**/refusals.json'],
  { eager: true, import: 'default' },
)

/** The catalogues found, by language and then namespace (`address-book.json` is `addressBook`). */
export const resources = {
  ...catalogueTable(files),
  en: { ...catalogues.en, validation: englishValidation },
} as Record<Language, Record<string, Catalogue>>

function catalogueTable(found: Record<string, Catalogue>): Record<Language, Record<string, Catalogue>> {
  const table: Record<string, Record<string, Catalogue>> = {}
  for (const [file, catalogue] of Object.entries(found)) {
    const [language, name] = file.split('/').slice(-2)
    if (!language || !name) continue
    const ns = namespaceOfFile(name)
    table[language] = { ...table[language], [ns]: { ...table[language]?.[ns], ...catalogue } }
  }
  return table as Record<Language, Record<string, Catalogue>>
}

export const i18nOptions: InitOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES, BRITISH_ENGLISH, CANADIAN_ENGLISH],
  // Each entry read from the nearest language that has it: Canadian, then British, then US English.
  // `currentOnly`: en-CA's own fallbacks, not its bare language `en`, come after it.
  fallbackLng: { [CANADIAN_ENGLISH]: [BRITISH_ENGLISH, FALLBACK_LANGUAGE], default: [FALLBACK_LANGUAGE] },
  load: 'currentOnly',
  defaultNS: 'common',
  ns: Object.keys(resources.en),
  resources,
  interpolation: { escapeValue: false },
  // Resources are bundled: no async backend, so the first render is already translated.
  initAsync: false,
}
