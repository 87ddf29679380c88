import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { i18nOptions } from '#app/platform/i18n/i18n.ts'
import { attributesLine, attributeTexts, localizedSize, shownAttributes } from './line-attributes.ts'

function translator(language: string) {
  const instance = createInstance(i18nOptions)
  void instance.init({ lng: language })
  return instance.t
}

const SHOE = [
  { code: 'color', value: 'Black' },
  { code: 'size', value: '9' },
]

describe('a line’s attributes as the shopper reads them', () => {
  it('names each attribute from the catalogue, capitalised, never by its code', () => {
    expect(attributesLine(SHOE, translator('en'), 'en-us')).toMatch(/^Colou?r: Black, Size: 9$/)
  })

  it('sets a French label before its value with a non-breaking space before the colon', () => {
    expect(attributesLine([{ code: 'color', value: 'Noir' }], translator('fr'), 'fr-fr')).toBe(
      'Couleur\u00a0: Noir',
    )
  })

  it('reads German labels the German way', () => {
    expect(attributesLine([{ code: 'color', value: 'Schwarz' }, SHOE[1]!], translator('de'), 'de-de')).toBe(
      'Farbe: Schwarz, Größe: 9',
    )
  })

  it('writes a size with decimals in the locale’s notation', () => {
    expect(localizedSize('7.5', 'fr-fr')).toBe('7,5')
    expect(localizedSize('7.5', 'de-de')).toBe('7,5')
    expect(localizedSize('7.5', 'en-us')).toBe('7.5')
    expect(attributesLine([{ code: 'size', value: '10.5' }], translator('de'), 'de-de')).toBe('Größe: 10,5')
  })

  it('keeps a size that is not a number as it is', () => {
    expect(localizedSize('XL', 'fr-fr')).toBe('XL')
    expect(localizedSize('500ml', 'de-de')).toBe('500ml')
    expect(localizedSize('32x30', 'fr-fr')).toBe('32x30')
  })

  it('leaves out an attribute the catalogue does not name rather than show its code', () => {
    expect(attributeTexts([{ code: 'fit_code', value: 'W' }, ...SHOE], translator('en'), 'en-us')).toEqual([
      { code: 'color', text: expect.stringMatching(/^Colou?r: Black$/) },
      { code: 'size', text: 'Size: 9' },
    ])
  })
})

describe('the attributes a line shows', () => {
  const CARD = [
    { code: 'color', value: 'Digital' },
    { code: 'size', value: '50' },
  ]
  it('a shoe shows its colour and size', () => {
    expect(shownAttributes({ variants: SHOE })).toEqual(SHOE)
  })
  it('a digital gift card shows neither its format as a colour nor its preset amount as a size', () => {
    expect(shownAttributes({ variants: CARD, isDigital: true })).toEqual([])
    expect(shownAttributes({ variants: CARD, isDigital: true, customAmount: 40 })).toEqual([])
  })
  it('a card for the shopper’s own amount leaves out the preset size', () => {
    expect(shownAttributes({ variants: CARD, customAmount: 40 })).toEqual([
      { code: 'color', value: 'Digital' },
    ])
  })
})
