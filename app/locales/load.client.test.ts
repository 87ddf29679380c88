import { describe, expect, it } from 'vitest'
import { catalogues, defineNamespace } from './catalogues.ts'
import { load } from './load.client.ts'
import englishErrors from './en/errors.json' with { type: 'json' }
import britishErrors from './en-GB/errors.json' with { type: 'json' }
import canadianErrors from './en-CA/errors.json' with { type: 'json' }
import frenchCommon from './fr/common.json' with { type: 'json' }
import '#app/features/payments/locales/tenders.ts'
import frenchCard from '#app/features/payments/card/locales/fr/tenders.json' with { type: 'json' }
import frenchGiftCard from '#app/features/payments/gift-card/locales/fr/tenders.json' with { type: 'json' }

defineNamespace('errors', { en: englishErrors })
/** A namespace with an English catalogue only. */
const unworded = { title: 'Only in English' }
defineNamespace('unworded', { en: unworded })

describe("the browser's loader of another language's words (decision 114)", () => {
  it('loads every defined namespace of a page in French, a namespace in parts as one catalogue', async () => {
    await load('fr')
    expect(catalogues.fr?.common).toEqual(frenchCommon)
    expect(catalogues.fr?.tenders).toMatchObject({ ...frenchCard, ...frenchGiftCard })
    expect(catalogues.fr?.unworded).toEqual(unworded)
  })

  it('lays Canadian English over British over US English, a namespace without a file reading as US English', async () => {
    await load('en-CA')
    const errors = catalogues['en-CA']?.errors as Record<string, string>
    expect(errors.REW130).toBe(canadianErrors.REW130)
    expect(errors.INV701).toBe(britishErrors.INV701)
    const usOnly = Object.keys(englishErrors).find((key) => !(key in britishErrors))!
    expect(errors[usOnly]).toBe(englishErrors[usOnly as keyof typeof englishErrors])
    expect(catalogues['en-CA']?.unworded).toEqual(unworded)
  })

  it('reads a language without catalogues of its own in English', async () => {
    await load('es')
    expect(catalogues.es?.common).toEqual(catalogues.en?.common)
  })
})
