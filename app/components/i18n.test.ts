import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { i18nOptions, resources } from '#app/i18n.ts'
import { createTranslator } from './i18n.tsx'

// Feature namespaces register themselves when their definition module is loaded (decision 005).
const definitions = import.meta.glob<Record<string, unknown>>(['../locales/*.ts', '!../locales/*.test.ts'], {
  eager: true,
})
/** A definition module's namespaces (it may export helpers beside them). */
const namespaces = (module: Record<string, unknown>) =>
  Object.values(module).filter(
    (value): value is { name: string } => typeof value === 'object' && value !== null,
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
  it('gives the same text as i18next for every entry of every catalogue', async () => {
    const i18n = createInstance()
    await i18n.init({ ...i18nOptions, lng: 'en' })
    for (const [ns, catalogue] of Object.entries(resources.en)) {
      const t = createTranslator('en', ns)
      for (const key of keysOf(catalogue).map((k) => k.replace(/_(one|other|zero|few|many|two)$/, ''))) {
        for (const count of [1, 2]) {
          expect(t(key, { ...sample, count }), `${ns}:${key}`).toBe(i18n.t(key, { ...sample, count, ns }))
        }
      }
    }
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
