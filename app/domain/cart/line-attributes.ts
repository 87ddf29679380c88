import { numberFormat } from '../market/intl-cache.ts'
import { intlLocale } from '../market/site.ts'

/**
 * A line's attributes as a shopper reads them (cart, checkout, confirmation, order page): each
 * attribute's name from the catalogue of the page's language ("Colour", "Couleur", "Farbe"), written
 * the way that language sets a label before its value ("Couleur : Noir" in French, with the
 * non-breaking space before the colon; "Farbe: Schwarz" in German), and a size with decimals in the
 * locale's notation (7.5 reads 7,5 in French and German). The attribute code (`color`, `size`) is
 * never shown: one the catalogue does not name is left out rather than shown raw.
 */

export type LineAttribute = { code: string; value: string }

/**
 * The attributes a line shows. A digital product (a gift card) shows neither its colour nor its size:
 * its one "colour" is its format ("Digital"), which its delivery already says, and its size its preset
 * amount, which its price is. A card bought for the shopper's own amount has no preset amount either.
 */
export function shownAttributes(line: {
  variants: readonly LineAttribute[]
  customAmount?: number | null
  isDigital?: boolean | null
}): LineAttribute[] {
  const attributes = line.variants.map(({ code, value }) => ({ code, value }))
  if (line.isDigital) return attributes.filter(({ code }) => code !== 'color' && code !== 'size')
  return line.customAmount ? attributes.filter(({ code }) => code !== 'size') : attributes
}

/** The translator the components and loaders hand in: `common` namespace keys. */
export type AttributeTranslate = (
  key: string,
  options?: { defaultValue?: string; name?: string; value?: string },
) => string

/**
 * A decimal number of a size (`7.5`, `10`) or a length (`28.0`) in the locale's notation, with the
 * decimals it was written with; any other size as it is.
 */
export function localizedSize(value: string, locale: string): string {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return value
  const decimals = value.split('.')[1]?.length ?? 0
  return numberFormat(intlLocale(locale), { minimumFractionDigits: decimals }).format(Number(value))
}

/** Each shown attribute as "Name: value" in the page's language, in the line's order. */
export function attributeTexts(
  attributes: readonly LineAttribute[],
  t: AttributeTranslate,
  locale: string,
): { code: string; text: string }[] {
  return attributes.flatMap((attribute) => {
    const name = t(`cart.variant.${attribute.code}`, { defaultValue: '' })
    if (!name || !attribute.value) return []
    const value = attribute.code === 'size' ? localizedSize(attribute.value, locale) : attribute.value
    return [{ code: attribute.code, text: t('cart.attribute', { name, value }) }]
  })
}

/** A line's attributes on one line: "Colour: Black, Size: 9". */
export function attributesLine(
  attributes: readonly LineAttribute[],
  t: AttributeTranslate,
  locale: string,
): string {
  return attributeTexts(attributes, t, locale)
    .map((attribute) => attribute.text)
    .join(t('cart.attributeSeparator'))
}
