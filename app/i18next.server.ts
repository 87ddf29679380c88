import type { TFunction } from 'i18next'
import { createI18nextMiddleware } from 'remix-i18next/middleware'
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, i18nOptions, languageFor, resources } from './i18n.ts'
import { catalogues } from './components/catalogues.ts'
import { translateValidation } from './locales/validation.ts'

// The server renders every language: its translator gets all catalogues, not only the bundled English.
for (const language of SUPPORTED_LANGUAGES)
  catalogues[language] = { ...catalogues[language], ...resources[language] }

/**
 * Picks the catalogue from the URL's locale segment. Loaders and actions translate with this instance
 * (`getI18n(context).t`), page titles included (`meta` reads the loader's); components render through
 * `app/components/i18n.tsx`.
 */
export const [i18nextMiddleware, getLanguage, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    order: ['custom'],
    findLocale: async (request) => languageFor(new URL(request.url).pathname.split('/')[1] ?? ''),
  },
  i18next: i18nOptions,
})

/**
 * A field error in the request's language, for messages the server hands over as text (a toast, a
 * form that renders its errors as they come). The catalogue's keys are the English messages.
 */
export function validationText(t: TFunction, message: string): string {
  return translateValidation((key, options) => t(key, options), message, resources.en.validation)
}
