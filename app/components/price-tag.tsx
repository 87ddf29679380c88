import { useTranslation } from './i18n.tsx'
import { formatMoney } from '#app/models/site.ts'

/** A price, with the original struck through when the shopper pays less. */
export function PriceTag({
  current,
  original,
  currency,
  locale,
  className = '',
}: {
  current: number
  original?: number
  currency: string
  locale: string
  className?: string
}) {
  const { t } = useTranslation()
  const onSale = original !== undefined && original > current
  return (
    <p className={`flex flex-wrap items-baseline gap-2 ${className}`}>
      <span className={onSale ? 'font-semibold text-red-800' : 'font-semibold'}>
        {onSale ? <span className="sr-only">{t('price.salePrice')} </span> : null}
        {formatMoney(current, currency, locale)}
      </span>
      {onSale ? (
        <s className="text-sm text-gray-600">
          <span className="sr-only">{t('price.originalPrice')} </span>
          {formatMoney(original, currency, locale)}
        </s>
      ) : null}
    </p>
  )
}
