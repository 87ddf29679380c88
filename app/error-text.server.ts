import { createInstance } from 'i18next'
import { i18nOptions, languageFor } from '#app/platform/i18n/i18n.ts'
import type { ErrorTranslator } from '#app/domain/errors/errors.ts'
import { validationText } from '#app/i18next.server.ts'

// Every catalogue is bundled (`initAsync: false`): the instance is ready when `init` returns.
const i18n = createInstance(i18nOptions)
void i18n.init()

/**
 * The error catalogue's texts in a URL locale's language (fr-ca and fr-fr: French), for code that has
 * the shopper but not the request's `t` (`getI18n(context).t` reads the same catalogues).
 */
export function errorTranslator(locale: string): ErrorTranslator {
  return i18n.getFixedT(languageFor(locale))
}

/** A field error message (decision 018) in a URL locale's language, for a toast built without the request's `t`. */
export function validationTextFor(locale: string, message: string): string {
  return validationText(i18n.getFixedT(languageFor(locale)), message)
}
