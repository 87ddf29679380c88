import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { formatPercent, priceDisplay, type Amount } from '#app/domain/money/pricing.ts'
import type { Price } from '#app/domain/catalog/product.ts'
import { formatMoney } from '#app/domain/market/site.ts'

type PriceTagProps = { locale: string; className?: string } & (
  | { price: Price }
  /** A single amount (a cart line), with the amount before a reduction when there is one. */
  | { current: number; original?: number; currency: string }
)

/**
 * The one price display (CAT-021..CAT-024): what the shopper pays ("From …" for a range), the original
 * struck through when it is higher, the reduction, and the omnibus line when it applies. Shown in full on
 * tiles too: a struck price on a tile announces the reduction just as the product page does.
 */
export function PriceTag(props: PriceTagProps) {
  const { t } = useTranslation()
  const { locale, className } = props
  const display = priceDisplay(
    'price' in props
      ? props.price
      : {
          currency: props.currency,
          lowCurrent: props.current,
          highCurrent: props.current,
          lowOriginal: props.original ?? props.current,
          highOriginal: props.original ?? props.current,
        },
  )
  const { current, original, percentOff, omnibus } = display
  const money = (value: number) => formatMoney(value, display.currency, locale)
  const text = ({ low, high }: Amount) =>
    high === undefined ? money(low) : t('pricing.from', { price: money(low) })
  const percent = percentOff ? formatPercent(percentOff, locale) : ''

  return (
    <div className={className}>
      <p className="price-line">
        <span className={original ? 'font-semibold text-red-800' : 'font-semibold'}>
          {original ? <span className="sr-only">{`${t('pricing.salePrice')} `}</span> : null}
          {text(current)}
        </span>
        {original ? (
          <s className="price-was">
            <span className="sr-only">{`${t('pricing.originalPrice')} `}</span>
            {text(original)}
          </s>
        ) : null}
        {percent ? (
          <span className="price-off">
            <span aria-hidden="true">{t('pricing.percentOff', { percent })}</span>
            <span className="sr-only">{t('pricing.percentOffLabel', { percent })}</span>
          </span>
        ) : null}
      </p>
      {omnibus ? (
        <p className="price-omnibus">{t('pricing.omnibus', { price: money(omnibus.historicBestPrice) })}</p>
      ) : null}
    </div>
  )
}
