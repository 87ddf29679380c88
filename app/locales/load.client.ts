import { catalogues, type Catalogue } from './catalogues.ts'
import { fileOfNamespace } from './files.ts'

/**
 * A language's catalogues in the browser (`./in/<language>.client.ts`): its files by path, and for an
 * English that is laid over US English, how its parts lay over the English catalogue.
 */
export interface LanguageFiles {
  files: Record<string, () => Promise<Catalogue>>
  over?: (english: Catalogue, parts: Catalogue[]) => Catalogue
}

/**
 * The browser's French, German, British and Canadian English catalogues (decisions 046, 071, 114): each
 * namespace of each language is a module of its own, found by its path in its language's map
 * (`./in/<language>.client.ts`), and only a page in that language loads that map and the catalogues its
 * code needs. The map comes in the same file as the language's catalogues that every page needs, and
 * this module with the app shell, so that a page in another language loads one file for its words where
 * it loaded the loader, then its words. British and Canadian English files hold only the entries spelt
 * differently from the language below them: they are laid over the bundled US English in turn, and a
 * namespace without a file reads as the language below.
 * `useTranslation` calls `load` on the first catalogue missing while hydrating or after a navigation;
 * it loads every namespace the page's code has defined (each registers its English catalogue), so
 * the render React retries has them all.
 */
const maps = import.meta.glob<LanguageFiles>('./in/*.client.ts')
const loading = new Map<string, Promise<void>>()

/** One namespace's catalogue in a language, loaded once; if that fails, the namespace reads in English. */
function loadNamespace(language: string, ns: string): Promise<void> {
  let promise = loading.get(language + ns)
  if (!promise) {
    const english = catalogues.en?.[ns] ?? {}
    promise = catalogueIn(language, ns, english)
      .catch(() => english)
      .then((catalogue) => {
        catalogues[language] = { ...catalogues[language], [ns]: catalogue }
      })
    loading.set(language + ns, promise)
  }
  return promise
}

/**
 * A namespace's files in one language as one catalogue, or English when that language has none. A
 * catalogue lives in the folder of what it words (`app/features/cart/locales/fr/cart.json`) and is named
 * after its namespace; a namespace in parts (the payment methods' words) has a file in each.
 */
async function catalogueIn(language: string, ns: string, english: Catalogue): Promise<Catalogue> {
  // A language's map is imported once: the browser keeps the module.
  const { files = {}, over } = (await maps[`./in/${language}.client.ts`]?.()) ?? {}
  const name = `/${fileOfNamespace(ns)}.json`
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([file]) => file.endsWith(name))
      .map(([, load]) => load()),
  )
  if (over) return over(english, parts)
  return parts.length ? (Object.assign({}, ...parts) as Catalogue) : english
}

/** Adds `language`'s catalogue of every namespace defined so far. */
export async function load(language: string): Promise<void> {
  await Promise.all(Object.keys(catalogues.en ?? {}).map((ns) => loadNamespace(language, ns)))
}
