import { describe, expect, it } from 'vitest'
import {
  ERROR_CATALOGUE,
  addedMaxQuantityMessage,
  errorMessage,
  fieldError,
  flowErrorMessage,
} from '#app/domain/errors/errors.ts'
import { errorTranslator } from '#app/error-text.server.ts'
import en from '#app/locales/en/errors.json' with { type: 'json' }
import fr from '#app/locales/fr/errors.json' with { type: 'json' }
import de from '#app/locales/de/errors.json' with { type: 'json' }
import british from '#app/locales/en-GB/errors.json' with { type: 'json' }
import canadian from '#app/locales/en-CA/errors.json' with { type: 'json' }

/** The error catalogue in the shopper's language (issue 17 §1): one text per code and language. */
const CODES = Object.keys(ERROR_CATALOGUE)
const texts: Record<string, Record<string, string>> = { en, fr, de }

describe('issue 17 §1 the error catalogue in French and German', () => {
  it('ERR-005 every catalogue code has an English, a French and a German text', () => {
    for (const language of ['en', 'fr', 'de']) {
      const missing = CODES.filter((code) => !texts[language]![code]?.trim())
      expect(missing, language).toEqual([])
    }
  })

  it('ERR-001 a code gives its German template on de-de, its French one on fr-ca and fr-fr', () => {
    expect(errorMessage('AUT401', undefined, errorTranslator('de-de'))).toBe(
      'Die E-Mail-Adresse oder das Passwort ist falsch. Bitte versuchen Sie es erneut.',
    )
    for (const locale of ['fr-ca', 'fr-fr']) {
      expect(errorMessage('AUT401', undefined, errorTranslator(locale)), locale).toBe(
        'L’adresse e-mail ou le mot de passe est incorrect. Veuillez réessayer.',
      )
    }
    expect(errorMessage('PRM155', 'promo expired', errorTranslator('de-de'))).toBe(
      'Dieser Aktionscode ist abgelaufen.',
    )
  })

  it('ERR-001 English locales keep the spec’s wording verbatim, quoted lower-case texts included', () => {
    for (const locale of ['en-us', 'en-ca', 'en-gb']) {
      const t = errorTranslator(locale)
      // en-gb reads British spelling where our own wording has a word spelt differently; en-ca the
      // same, but "program" as in the US.
      const spelling: Record<string, string> =
        locale === 'en-us' ? {} : locale === 'en-gb' ? british : { ...british, ...canadian }
      for (const code of CODES)
        expect(errorMessage(code, undefined, t), code).toBe(spelling[code] ?? ERROR_CATALOGUE[code]!.message)
      expect(errorMessage('PAYMENT_AUTHENTICATION_ERROR', undefined, t)).toBe('payment authentication error')
      expect(flowErrorMessage('ORD404', 'remove-item', { t })).toBe(
        'Unable to remove item from cart. Please try again later',
      )
    }
  })

  it('ERR-001 an unknown code gives the server message in any language, else the generic sentence translated', () => {
    const t = errorTranslator('de-de')
    expect(errorMessage('XYZ999', 'Upstream words', t)).toBe('Upstream words')
    expect(errorMessage('XYZ999', undefined, t)).toBe(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    )
  })

  it('ERR-114 a server-message code still prefers the upstream message; without one, the translated template', () => {
    const t = errorTranslator('fr-fr')
    expect(errorMessage('ITEMS_OOS', 'Two items are gone', t)).toBe('Two items are gone')
    expect(errorMessage('ITEMS_OOS', undefined, t)).toBe(fr.ITEMS_OOS)
  })

  it('ERR-115 the max-quantity message carries the limit in German', () => {
    expect(addedMaxQuantityMessage(3, errorTranslator('de-de'))).toBe(
      'Sie haben die Höchstmenge von 3 für diesen Artikel erreicht.',
    )
    expect(addedMaxQuantityMessage(3)).toBe('You have reached the maximum quantity of 3 for this item.')
  })

  it('ERR-072 a field error keeps its field and reads in the shopper’s language', () => {
    expect(fieldError('PRM130', undefined, errorTranslator('fr-ca'))).toEqual({
      field: ERROR_CATALOGUE.PRM130!.field,
      message: fr.PRM130,
    })
  })
})
