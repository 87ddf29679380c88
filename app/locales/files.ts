/**
 * A catalogue's file is named after its namespace in kebab case: the `addressBook` namespace is
 * `locales/<language>/address-book.json`. The i18n runtime, the browser's loader and the size report
 * find catalogues by these names.
 */

/** The namespace of a catalogue's file name: `address-book.json` (or `address-book`) is `addressBook`. */
export const namespaceOfFile = (file: string): string =>
  file.replace(/\.json$/, '').replace(/-([a-z\d])/g, (_, next: string) => next.toUpperCase())

/** The file name, without `.json`, of a namespace: `addressBook` is `address-book`. */
export const fileOfNamespace = (ns: string): string =>
  ns.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
