import { createI18nextMiddleware } from 'remix-i18next/middleware'
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, i18nOptions, languageFor } from './i18n.ts'

/**
 * Picks the catalogue from the URL's locale segment. Loaders, actions and meta translate with this
 * instance (`getI18n(context).t`); components render through `app/components/i18n.tsx`.
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
