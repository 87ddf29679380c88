import { createInstance, type TFunction, type i18n } from 'i18next'
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { SUPPORTED_LANGUAGES, i18nOptions, languageFor, resources } from './platform/i18n/i18n.ts'
import { catalogues, type Catalogue } from './locales/catalogues.ts'
import { ENGLISH_OVERLAYS, overlaid } from './locales/overlay.ts'
import { translateValidation } from './platform/i18n/validation-text.ts'
import englishValidation from './locales/en/validation.json' with { type: 'json' }

// The server renders every language: its translator gets all catalogues, not only the bundled English.
for (const language of SUPPORTED_LANGUAGES)
  catalogues[language] = { ...catalogues[language], ...resources[language] }
// British and Canadian English are US English with their overlays' entries laid over it in turn
// (i18next falls back through them by itself, `fallbackLng`).
const overlays: Partial<Record<string, Partial<Record<string, Record<string, unknown>>>>> = resources
for (const [language, chain] of Object.entries(ENGLISH_OVERLAYS)) {
  catalogues[language] = Object.fromEntries(
    Object.entries(resources.en).map(([ns, catalogue]) => [
      ns,
      chain.reduce<Catalogue>((read, overlay) => overlaid(read, overlays[overlay]?.[ns]), catalogue),
    ]),
  )
}

const languageContext = createContext<string>()
const i18nContext = createContext<i18n>()
const instances = new Map<string, i18n>()

/**
 * One initialised i18next per language, shared by every request in it (decision 052): nothing changes
 * an instance after `init` (no `changeLanguage`, no resources added), and building one per request
 * cost a page about a millisecond. The resources are bundled, so `init` is synchronous.
 */
function instanceFor(language: string): i18n {
  let instance = instances.get(language)
  if (!instance) {
    instance = createInstance(i18nOptions)
    void instance.init({ lng: language })
    instances.set(language, instance)
  }
  return instance
}

/**
 * Picks the catalogue from the URL's locale segment. Loaders and actions translate with this instance
 * (`getI18n(context).t`), page titles included (`meta` reads the loader's); components render through
 * `app/platform/i18n/translator.tsx`.
 */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const language = languageFor(new URL(request.url).pathname.split('/')[1] ?? '')
  context.set(languageContext, language)
  context.set(i18nContext, instanceFor(language))
  return next()
}

/** The request's catalogue language (en, fr, de). */
export const getLanguage = (context: Readonly<RouterContextProvider>): string => context.get(languageContext)

/** The request's i18next instance. */
export const getI18n = (context: Readonly<RouterContextProvider>): i18n => context.get(i18nContext)

/** The translator a request in `locale` gets (`getI18n`), for work that has the shopper and not the request's context. */
export const i18nForLocale = (locale: string): i18n => instanceFor(languageFor(locale))

/**
 * A field error in the request's language, for messages the server hands over as text (a toast, a
 * form that renders its errors as they come). The catalogue's keys are the English messages.
 */
export function validationText(t: TFunction, message: string): string {
  return translateValidation((key, options) => t(key, options), message, englishValidation)
}
