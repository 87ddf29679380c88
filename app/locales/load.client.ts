import { catalogues, type Catalogue } from './catalogues.ts'
import { fileOfNamespace } from './files.ts'
import { ENGLISH_OVERLAYS, overlaid } from './overlay.ts'

/**
 * The browser's French, German, British and Canadian English catalogues (decisions 046, 071): each namespace of
 * each language is a chunk of its own, and only a page in that language loads this module and the
 * chunks its code needs. British and Canadian English files hold only the entries spelt differently
 * from the language below them: they are laid over the bundled US English in turn, and a namespace
 * without a file reads as the language below.
 * `useTranslation` calls `load` on the first catalogue missing while hydrating or after a navigation;
 * it loads every namespace the page's code has defined (each registers its English catalogue), so
 * the render React retries has them all.
 */
const found = import.meta.glob<Catalogue>(
  [
    '/app/**/locales/{fr,de,en-GB,en-CA}/*.json',
    // The cross-site refusal's words are read on the server only, before any translator.
    '!**/refusals.json',
  ],
  { import: 'default' },
)
/**
 * The files by `<language>/<file>`: a catalogue lives in the folder of what it words
 * (`app/features/cart/locales/fr/cart.json`), and its language and file name say which it is. A
 * namespace in parts (the payment methods' words, a part in each method's folder) has a file in each.
 */
const files = new Map<string, (() => Promise<Catalogue>)[]>()
for (const [file, load] of Object.entries(found)) {
  const key = file.split('/').slice(-2).join('/')
  files.set(key, [...(files.get(key) ?? []), load])
}
const loading = new Map<string, Promise<void>>()

/** One namespace's catalogue in a language, loaded once; if that fails, the namespace reads in English. */
function loadNamespace(language: string, ns: string): Promise<void> {
  let promise = loading.get(language + ns)
  if (!promise) {
    const english = catalogues.en?.[ns] ?? {}
    const overlays = ENGLISH_OVERLAYS[language]
    promise = (overlays ? englishWith(overlays, ns, english) : catalogueIn(language, ns, english))
      .catch(() => english)
      .then((catalogue) => {
        catalogues[language] = { ...catalogues[language], [ns]: catalogue }
      })
    loading.set(language + ns, promise)
  }
  return promise
}

/** A namespace's files in one language as one catalogue, or `otherwise` when that language has none. */
async function catalogueIn(language: string, ns: string, otherwise: Catalogue): Promise<Catalogue> {
  const parts = files.get(`${language}/${fileOfNamespace(ns)}.json`)
  if (!parts) return otherwise
  const loaded = await Promise.all(parts.map((load) => load()))
  return Object.assign({}, ...loaded) as Catalogue
}

/** US English with each overlay's file of the namespace laid over it in turn (British, then Canadian). */
async function englishWith(overlays: readonly string[], ns: string, english: Catalogue) {
  const layers = await Promise.all(overlays.map((overlay) => catalogueIn(overlay, ns, {})))
  return layers.reduce(overlaid, english)
}

/** Adds `language`'s catalogue of every namespace defined so far. */
export async function load(language: string): Promise<void> {
  await Promise.all(Object.keys(catalogues.en ?? {}).map((ns) => loadNamespace(language, ns)))
}
