/**
 * The languages the shop's catalogues are written in, and the catalogue language of a URL locale. Apart
 * from the catalogues themselves (./i18n.ts), so that the browser's modules read these without the
 * server's JSON imports of every language in their module graph.
 */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'de'] as const
export const FALLBACK_LANGUAGE = 'en'
/** The British English overlay's language: i18next falls back from it to `en`. */
export const BRITISH_ENGLISH = 'en-GB'
/** The Canadian English overlay's language: British English with Canada's US spellings in place. */
export const CANADIAN_ENGLISH = 'en-CA'

/**
 * The catalogue language for a URL locale (fr-ca → fr when there is a French catalogue); en-gb reads
 * British English, en-ca Canadian English, en-us the US English base.
 */
export function languageFor(locale: string): string {
  // en-gb → BRITISH_ENGLISH (en-GB), en-ca → CANADIAN_ENGLISH (en-CA).
  const region = /^en-(gb|ca)$/i.exec(locale)?.[1]
  if (region) return `en-${region.toUpperCase()}`
  const lang = locale.split('-')[0] ?? FALLBACK_LANGUAGE
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lang) ? lang : FALLBACK_LANGUAGE
}
