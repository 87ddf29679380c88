import { catalogues } from '#app/locales/catalogues.ts'
import { validationNs } from '#app/locales/validation.ts'
import { useTranslation, type Translate } from './translator.tsx'

/**
 * Field errors in the shopper's language (decision 018): a message of the zod schemas of
 * `app/validation` is its own key in the `validation` namespace (`app/locales/validation.ts`), with the
 * values a schema wrote into it put back through the key's placeholders.
 */

const PLACEHOLDER = /\{\{(\w+)\}\}/g
/** A value a schema writes into a message: a number or a YYYY-MM-DD date. */
const VALUE = /\d[\d.,-]*/g

/**
 * The catalogue key of a field error and the values in it: the message itself when it is a key,
 * else the key it was built from ('Value must not be longer than 30 characters' is 'Value must not
 * be longer than {{count}} characters' with count 30). An unknown message is its own key.
 */
export function validationKey(
  message: string,
  keys: readonly string[],
): { key: string; values: Record<string, string | number> } {
  if (keys.includes(message)) return { key: message, values: {} }
  const shape = message.replace(VALUE, '#')
  for (const key of keys) {
    const names = Array.from(key.matchAll(PLACEHOLDER), (match) => match[1]!)
    if (!names.length || key.replace(PLACEHOLDER, '#') !== shape) continue
    const found = message.match(VALUE) ?? []
    const values = names.map((name, i) => [name, /^\d+$/.test(found[i]!) ? Number(found[i]) : found[i]!])
    return { key, values: Object.fromEntries(values) }
  }
  return { key: message, values: {} }
}

/** A field error in `t`'s language, from that language's validation catalogue (none: as it came). */
export function translateValidation(
  t: Translate,
  message: string,
  catalogue: Readonly<Record<string, string>> | undefined,
): string {
  const { key, values } = validationKey(message, Object.keys(catalogue ?? {}))
  // A key is a sentence, looked up whole here: a full stop in it is not a level of nesting.
  return t(key, { ...values, ns: 'validation', defaultValue: catalogue?.[key] ?? message })
}

/** `const text = useValidationText()`: field errors in the page's language. */
export function useValidationText() {
  const { t, i18n } = useTranslation(validationNs)
  return (message: string) =>
    translateValidation(
      t,
      message,
      catalogues[i18n.language]?.validation as Record<string, string> | undefined,
    )
}
