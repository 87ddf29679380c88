import { Link } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import type { ProductColor, ShownColor } from '#app/domain/catalog/product.ts'
import type { SizeOption } from '#app/domain/catalog/inventory.ts'

type Query = (params: { color?: string; size?: string }) => string

/**
 * Colour and size as links (`?color=&size=`): the choice lives in the URL, works without JavaScript
 * and can be shared. A size out of stock is not a link: it is marked disabled and says why. The links
 * stay on the product page's own route, so the router has nothing to look up ahead for them
 * (`discover="none"`: no `data-discover` on each).
 */
export function VariantPicker({
  colors,
  color,
  sizes,
  selected,
  query,
  sizeChart,
}: {
  colors: ShownColor[]
  color: ProductColor
  sizes: SizeOption[]
  selected: SizeOption | null
  query: Query
  sizeChart?: React.ReactNode
}) {
  const { t } = useTranslation(productNs)
  return (
    <>
      <fieldset className="mt-6">
        <legend className="font-semibold">
          {`${t('pdp.colour')} `}
          <span className="font-normal">{color.name}</span>
        </legend>
        <ul className="mt-2 flex flex-wrap gap-2">
          {colors.map((c) => (
            <li key={c.code}>
              <Link
                to={query({ color: c.code, size: selected?.label })}
                preventScrollReset
                replace
                discover="none"
                aria-current={c.code === color.code ? 'true' : undefined}
                className="variant-color"
              >
                <span aria-hidden="true" className="variant-swatch" style={{ background: c.swatch }} />
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="font-semibold">{t('pdp.size')}</legend>
        {sizeChart}
        <ul className="mt-2 flex flex-wrap gap-2">
          {sizes.map((s) => (
            <li key={s.label}>
              {s.available ? (
                <Link
                  to={query({ color: color.code, size: s.label })}
                  preventScrollReset
                  replace
                  discover="none"
                  aria-current={s.label === selected?.label ? 'true' : undefined}
                  aria-label={t('pdp.sizeOption', { size: s.text })}
                  className="variant-size"
                >
                  {s.text}
                </Link>
              ) : (
                <span
                  aria-disabled="true"
                  className="block min-w-12 rounded border border-gray-300 px-3 py-2 text-center text-gray-600 line-through"
                >
                  <span className="sr-only">{t('pdp.sizeUnavailable', { size: s.text })}</span>
                  <span aria-hidden="true">{s.text}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  )
}
