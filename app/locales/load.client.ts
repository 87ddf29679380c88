import { catalogues, type Catalogue } from '#app/components/catalogues.ts'
import { overlaid } from './overlay.ts'

/**
 * The browser's French, German and British English catalogues (decisions 046, 071): each namespace of
 * each language is a chunk of its own, and only a page in that language loads this module and the
 * chunks its code needs. British English files hold only the entries spelt differently from the
 * bundled US English: they are laid over it, and a namespace without a file reads as US English.
 * `useTranslation` calls `load` on the first catalogue missing while hydrating or after a navigation;
 * it loads every namespace the page's code has defined (each registers its English catalogue), so
 * the render React retries has them all.
 */
const files = import.meta.glob<Catalogue>(['./fr/*.json', './de/*.json', './en-GB/*.json'], {
  import: 'default',
})
const loading = new Map<string, Promise<void>>()

/** The file of a namespace: `addressBook` is `address-book.json`. */
const fileName = (ns: string) => ns.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** One namespace's catalogue in a language, loaded once; if that fails, the namespace reads in English. */
function loadNamespace(language: string, ns: string): Promise<void> {
  let promise = loading.get(language + ns)
  if (!promise) {
    const file = files[`./${language}/${fileName(ns)}.json`]
    const english = catalogues.en?.[ns] ?? {}
    promise = (file ? file() : Promise.resolve(english))
      .catch(() => english)
      .then((catalogue) => {
        const read = language.startsWith('en-') ? overlaid(english, catalogue) : catalogue
        catalogues[language] = { ...catalogues[language], [ns]: read }
      })
    loading.set(language + ns, promise)
  }
  return promise
}

/** Adds `language`'s catalogue of every namespace defined so far. */
export async function load(language: string): Promise<void> {
  await Promise.all(Object.keys(catalogues.en ?? {}).map((ns) => loadNamespace(language, ns)))
}
