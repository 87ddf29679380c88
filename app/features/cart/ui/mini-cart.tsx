import { useEffect } from 'react'
import { Link } from 'react-router'
import { pushDataLayer } from '#app/platform/tracking/data-layer.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { attributeTexts } from '#app/domain/cart/line-attributes.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import type { MiniCartView } from '#app/features/cart/views.ts'
import { cartPath, checkoutPath } from '#app/domain/paths/paths.ts'

/**
 * The mini cart (CART-025): after an add-to-cart with JavaScript, a modal panel confirms the line just
 * added with the cart's subtotal and the ways on. It slides in from the right on wide screens and up from
 * the bottom on narrow ones (250 ms). A native modal dialog: focus moves into it, Escape closes it and
 * focus returns to the Add to cart button. Without JavaScript the add redirects back with a toast.
 */
export default function MiniCart({
  view,
  locale,
  onClose,
}: {
  view: MiniCartView
  locale: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const money = (amount: number) => formatMoney(amount, view.currency, locale)
  const item = view.item
  // Each add answers a new view: the panel reports it to analytics once, as it shows it.
  useEffect(() => {
    pushDataLayer(view.tracking)
  }, [view])
  return (
    <dialog
      ref={(dialog) => {
        if (dialog && !dialog.open) dialog.showModal()
      }}
      onClose={onClose}
      aria-labelledby="mini-cart-title"
      className="m-0 mt-auto max-h-[85vh] w-full max-w-none overflow-y-auto rounded-t-lg bg-white p-6 transition-[translate,opacity] duration-[250ms] backdrop:bg-black/40 starting:translate-y-full starting:opacity-0 md:mt-0 md:ml-auto md:h-full md:max-h-none md:w-[26rem] md:rounded-none md:starting:translate-x-full md:starting:translate-y-0"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="mini-cart-title" className="text-xl font-bold" role="status">
          {view.message}
        </h2>
        <form method="dialog" className="contents">
          <button className="underline" aria-label={t('cart.miniCartClose')}>
            {t('cart.close')}
          </button>
        </form>
      </div>
      {item ? (
        <div className="mt-6 flex gap-4">
          {item.image ? (
            <img
              src={item.image}
              alt=""
              width={96}
              height={96}
              className="h-24 w-24 rounded bg-gray-100 object-cover"
            />
          ) : null}
          <div className="flex-1 text-sm">
            <p className="font-semibold">{item.name}</p>
            <ul className="text-gray-700">
              {attributeTexts(item.variants, t, locale).map((attribute) => (
                <li key={attribute.code}>{attribute.text}</li>
              ))}
              <li>{t('cart.quantityIs', { qty: item.qty })}</li>
            </ul>
            <p className="mt-1 font-semibold">{money(item.price)}</p>
          </div>
        </div>
      ) : null}
      <dl className="mt-6 flex justify-between border-t border-gray-200 pt-4">
        <dt>{t('cart.itemCount', { count: view.totalItems })}</dt>
        <dd className="font-semibold">{money(view.subtotal)}</dd>
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={checkoutPath(locale)} className="btn-primary text-center">
          {t('cart.checkout')}
        </Link>
        <Link to={cartPath(locale)} className="btn-secondary text-center">
          {t('cart.viewCart')}
        </Link>
        <form method="dialog" className="contents">
          <button className="underline">{t('cart.continueShopping')}</button>
        </form>
      </div>
    </dialog>
  )
}
