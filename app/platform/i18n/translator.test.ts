import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES, i18nOptions, languageFor, resources } from '#app/platform/i18n/i18n.ts'
import { catalogues } from '#app/locales/catalogues.ts'
import { createTranslator } from './translator.tsx'
import { translateValidation } from './validation-text.ts'

// Feature namespaces register themselves when their definition module is loaded (decision 005).
const definitions = import.meta.glob<Record<string, unknown>>(['/app/**/locales/*.ts', '!**/*.test.ts'], {
  eager: true,
})
/** A definition module's namespaces (it may export helpers beside them). */
const namespaces = (module: Record<string, unknown>) =>
  Object.values(module).filter(
    (value): value is { name: string } =>
      typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string',
  )

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix]
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  )
}

const sample = {
  count: 2,
  name: 'Trail Runner',
  q: 'boots',
  size: '9',
  page: 3,
  email: 'a@b.co',
  total: '$1',
  brand: 'VISA',
  last4: '1111',
  title: 'Jackets',
}

describe('rendering translator', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'gives the same text as i18next for every entry of every %s catalogue (plurals included)',
    async (language) => {
      // The server registers every language (app/i18next.server.ts); the browser loads its page's.
      catalogues[language] = { ...catalogues[language], ...resources[language] }
      const i18n = createInstance()
      await i18n.init({ ...i18nOptions, lng: language })
      for (const [ns, catalogue] of Object.entries(resources[language])) {
        // Validation keys are sentences, looked up whole by translateValidation (below, decision 018).
        if (ns === 'validation') continue
        const t = createTranslator(language, ns)
        for (const key of keysOf(catalogue).map((k) => k.replace(/_(one|other|zero|few|many|two)$/, ''))) {
          for (const count of [1, 2, 1_000_000]) {
            expect(t(key, { ...sample, count }), `${language} ${ns}:${key}`).toBe(
              i18n.t(key, { ...sample, count, ns }),
            )
          }
        }
      }
      const messages = resources[language].validation as Record<string, string>
      for (const [message, text] of Object.entries(messages)) {
        if (message.includes('{{')) continue
        expect(translateValidation(createTranslator(language), message, messages)).toBe(text)
      }
    },
  )

  it.each(['en-GB', 'en-CA'])(
    'PLAT-040 %s reads as i18next with its fallback to en, for every entry (decision 071)',
    async (language) => {
      // The server registers British and Canadian English as US English with their overlays laid over it.
      await import('#app/i18next.server.ts')
      const i18n = createInstance()
      await i18n.init({ ...i18nOptions, lng: language })
      for (const [ns, catalogue] of Object.entries(resources.en)) {
        if (ns === 'validation') continue
        const t = createTranslator(language, ns)
        for (const key of keysOf(catalogue).map((k) => k.replace(/_(one|other|zero|few|many|two)$/, ''))) {
          expect(t(key, { ...sample, count: 2 }), `${language} ${ns}:${key}`).toBe(
            i18n.t(key, { ...sample, count: 2, ns }),
          )
        }
      }
      expect(createTranslator(language)('cart.variant.color')).toBe('Colour')
      expect(createTranslator('en')('cart.variant.color')).toBe('Color')
      expect(createTranslator(language, 'product')('pdp.size')).toBe(
        createTranslator('en', 'product')('pdp.size'),
      )
    },
  )

  it('PLAT-040 Canadian English keeps the British "Colour" and "favourites" and the US "authorized", "Personalize" and "program"', async () => {
    await import('#app/i18next.server.ts')
    expect(['en-us', 'en-gb', 'EN-CA', 'fr-ca', 'de-de', 'xx-yy'].map(languageFor)).toEqual([
      'en',
      'en-GB',
      'en-CA',
      'fr',
      'de',
      'en',
    ])
    const canadian = (ns: string, key: string) => createTranslator('en-CA', ns)(key)
    expect(canadian('identity', 'signIn.intro')).toBe(
      'Sign in to see your account, favourites and saved items.',
    )
    expect(canadian('orders', 'status.CANCELLED')).toBe('Cancelled')
    expect(canadian('checkout', 'checkout.paymentNotAuthorised')).toMatch(/not authorized\./)
    expect(canadian('consent', 'description.targeting')).toMatch(/^Personalize /)
    expect(canadian('identity', 'signUp.terms.loyaltyTerms')).toBe(
      'Join the Loyalty program and accept its terms',
    )
    expect(createTranslator('en-GB', 'consent')('description.targeting')).toMatch(/^Personalise /)
  })

  it('every namespace i18next serves has a definition the browser bundles, and no other', () => {
    const defined = Object.values(definitions).flatMap((module) => namespaces(module).map((ns) => ns.name))
    expect(['common', 'content', ...defined].sort()).toEqual(Object.keys(resources.en).sort())
  })

  it('falls back to the default value, then to the key, and reads ns:key', () => {
    const t = createTranslator('en')
    expect(t('no.such.key', { defaultValue: 'Fallback' })).toBe('Fallback')
    expect(t('no.such.key')).toBe('no.such.key')
    expect(t('common:cart.title')).toBe('Your cart')
  })
})
