import { Suspense, useState, type MouseEvent } from 'react'
import { Link, useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { attributeTexts } from '#app/domain/cart/line-attributes.ts'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import { PriceTag } from '#app/components/price-tag.tsx'
import { SaveForLaterButton } from '#app/features/cart/ui/saved-for-later.tsx'
import { formatMoney } from '#app/domain/market/site.ts'
import { cartDeliveryPath, cartGiftPath, localePath } from '#app/domain/paths/paths.ts'
import type { AdjustField, CartLineField } from '#app/features/cart/views.ts'
import type { CartAction, CartLineView, DeliveryData } from '#app/features/cart/page-data.ts'
import { CART_INTENTS, LINE_CHANGE_INTENT_NAMES } from '#app/features/cart/intents.ts'
import { replyFor, type FormReply } from '#app/domain/errors/form-reply.ts'
import { PriceAdjustmentForms } from './price-adjustment.tsx'
import { preloadable } from '#app/components/preloadable.ts'

// Loaded on the first click: the dialog is not part of the page's first-load JavaScript.
const deliveryCode = preloadable(() => import('./delivery-dialog.tsx'), { withNavigation: false })
const DeliveryDialog = deliveryCode.lazy((module) => module.default)
const giftCode = preloadable(() => import('./gift-dialog.tsx'), { withNavigation: false })
const GiftDialog = giftCode.lazy((module) => module.default)

/**
 * One cart line: name, variants, delivery, every price field, product promotions, notices, the quantity
 * form and removal. With JavaScript the quantity and removal go through one fetcher per line (a new
 * submission cancels the previous one) and the quantity shows optimistically; without, they are plain posts.
 */
export function CartLine({
  item,
  locale,
  currency,
  canSave = false,
  lineReply,
  associate = false,
  adjustReply,
}: {
  item: CartLineView
  locale: string
  currency: string
  /** Registered shoppers outside buy-in-store can move the line to saved-for-later. */
  canSave?: boolean
  /** The refusal of a no-JavaScript quantity or removal post about this line (the top's message shows above the cart). */
  lineReply?: FormReply<CartLineField>
  /** A connected associate: the line offers price adjustments (CART-027..CART-029). */
  associate?: boolean
  /** The refusal of a price adjustment of this line. */
  adjustReply?: FormReply<AdjustField>
}) {
  const { t } = useTranslation()
  const { t: tc } = useTranslation(cartNs)
  const fetcher = useFetcher<CartAction>({ key: `cart-line-${item.id}` })
  const pending = fetcher.formData
  const removing =
    pending?.get('intent') === CART_INTENTS.removeItem || (pending && pending.get('qty') === '0')
  const optimisticQty =
    pending?.get('intent') === CART_INTENTS.updateQuantity ? Number(pending.get('qty')) : item.qty
  // With JavaScript the line shows its fetcher's refusal wherever the catalogue puts it; without, the
  // page's refusal at the line when it belongs there (the top's shows above the cart).
  const idle = fetcher.state === 'idle'
  const answer: FormReply | undefined =
    idle && fetcher.data && 'reply' in fetcher.data ? fetcher.data.reply : undefined
  const fetched: FormReply<CartLineField> | undefined = replyFor(answer, LINE_CHANGE_INTENT_NAMES, item.id)
  const error = !idle
    ? undefined
    : fetched
      ? (fetched.errors.qty ?? fetched.errors.form)
      : lineReply?.errors.qty
  const money = (amount: number | undefined) =>
    amount === undefined ? '' : formatMoney(amount, currency, locale)
  const href = item.href ? localePath(locale, item.href) : undefined
  const price = item.price
  const errorId = `line-error-${item.id}`
  const deliveryPath = cartDeliveryPath(locale, item.id)
  const delivery = useFetcher<DeliveryData>({ key: `cart-delivery-${item.id}` })
  const [dialogOpen, setDialogOpen] = useState(false)
  // With JavaScript the link opens the dialog; without, it is the delivery page.
  const openDelivery = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void delivery.load(deliveryPath)
    deliveryCode.whenLoaded(() => setDialogOpen(true))
  }
  const giftPath = cartGiftPath(locale, item.id)
  const [giftOpen, setGiftOpen] = useState(false)
  const openGift = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    giftCode.whenLoaded(() => setGiftOpen(true))
  }
  if (removing) return null

  return (
    <li className="flex gap-4 py-6" aria-busy={fetcher.state !== 'idle'}>
      {item.image ? (
        <img
          src={item.image}
          alt=""
          width={112}
          height={112}
          className="h-20 w-20 rounded bg-gray-100 object-cover sm:h-28 sm:w-28"
        />
      ) : null}
      {/* On a narrow phone (320 px) the price goes under the name rather than past the screen's edge. */}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <div>
            {item.bonus ? (
              <p className="text-xs font-semibold tracking-wide text-green-800 uppercase">{tc('bonus')}</p>
            ) : null}
            <h3 id={`line-name-${item.id}`} className="font-semibold break-words">
              {href ? <Link to={href}>{item.name}</Link> : item.name}
            </h3>
            <ul className="text-sm text-gray-700">
              {attributeTexts(item.variants, t, locale).map((attribute) => (
                <li key={attribute.code}>{attribute.text}</li>
              ))}
              <li>
                {item.delivery.code === 'pickup' && item.delivery.storeId
                  ? item.delivery.storeName
                    ? tc('pickupAt', { store: item.delivery.storeName })
                    : tc('groups.pickup')
                  : item.delivery.point
                    ? tc('pickupPoint', {
                        point: item.delivery.point.name,
                        address: item.delivery.point.address,
                      })
                    : item.delivery.label
                      ? tc('deliveryTime', { method: item.delivery.label, time: item.delivery.time ?? '' })
                      : null}
              </li>
              {item.gift ? (
                <li>
                  {tc('gift.summary', { to: item.gift.to })}
                  {item.gift.message ? <q className="block italic">{item.gift.message}</q> : null}
                </li>
              ) : null}
            </ul>
          </div>
          <div className="text-right text-sm">
            <PriceTag
              current={price.rowTotal ?? price.amount * item.qty}
              original={price.original !== undefined ? price.original * item.qty : undefined}
              currency={currency}
              locale={locale}
            />
            <p>{tc('price.each', { price: money(price.current ?? price.amount) })}</p>
            <dl className="mt-1 text-gray-700">
              {price.priceAfterItemDiscount !== undefined &&
              price.priceAfterItemDiscount !== price.rowTotal ? (
                <div className="flex justify-end gap-1">
                  <dt>{tc('price.afterItemDiscount')}</dt>
                  <dd>{money(price.priceAfterItemDiscount)}</dd>
                </div>
              ) : null}
              {price.priceAfterOrderDiscount !== undefined &&
              price.priceAfterOrderDiscount !== (price.priceAfterItemDiscount ?? price.rowTotal) ? (
                <div className="flex justify-end gap-1">
                  <dt>{tc('price.afterOrderDiscount')}</dt>
                  <dd>{money(price.priceAfterOrderDiscount)}</dd>
                </div>
              ) : null}
            </dl>
          </div>
        </div>
        {item.promotions.length ? (
          <ul className="text-sm text-green-800">
            {item.promotions.map((p) => (
              <li key={p.promotionId}>
                {p.calloutMessage ?? p.promotionId}
                {p.couponCode ? ` (${p.couponCode})` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {item.notices.map((n) => (
          <p key={n.message} className={n.tone === 'info' ? 'text-sm text-blue-900' : 'text-sm text-red-700'}>
            {n.title ? <strong className="mr-1">{n.title}:</strong> : null}
            {n.message}
          </p>
        ))}
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
        {associate && !item.bonus ? (
          <PriceAdjustmentForms item={item} locale={locale} currency={currency} reply={adjustReply} />
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="productId" value={item.productId} />
            <input type="hidden" name="upc" value={item.upc} />
            <input type="hidden" name="maxQty" value={item.maxQty} />
            <label className="text-sm">
              {/* The line shows its product's name just above: the field says only what it is, and its
                  name for a screen reader, read on its own, says which product (starting with the word shown). */}
              <span className="block">{t('cart.quantity')}</span>
              <input
                aria-label={t('cart.quantityFor', { name: item.name })}
                key={optimisticQty}
                type="number"
                name="qty"
                min={0}
                max={item.maxQty}
                defaultValue={optimisticQty}
                required
                aria-describedby={error ? errorId : undefined}
                className="mt-1 w-20 rounded border border-gray-400 px-2 py-1"
              />
            </label>
            <button type="submit" name="intent" value={CART_INTENTS.updateQuantity} className="btn-secondary">
              {t('cart.update')}
            </button>
          </fetcher.Form>
          {!item.bonus && item.delivery.code !== 'digital' ? (
            <Link
              to={deliveryPath}
              onClick={openDelivery}
              className="text-sm underline"
              aria-describedby={`line-name-${item.id}`}
            >
              {tc('changeDelivery')}
            </Link>
          ) : null}
          {!item.bonus ? (
            <Link
              to={giftPath}
              onClick={openGift}
              className="text-sm underline"
              aria-describedby={`line-name-${item.id}`}
            >
              {item.gift ? tc('gift.edit') : tc('gift.add')}
            </Link>
          ) : null}
          <fetcher.Form method="post">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="upc" value={item.upc} />
            <button
              type="submit"
              name="intent"
              value={CART_INTENTS.removeItem}
              className="text-sm underline"
              aria-label={t('cart.removeItem', { name: item.name })}
            >
              {t('cart.remove')}
            </button>
          </fetcher.Form>
          {canSave ? <SaveForLaterButton locale={locale} item={item} /> : null}
        </div>
      </div>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <DeliveryDialog
            data={delivery.data}
            name={item.name}
            onSearch={(query) => void delivery.load(`${deliveryPath}?${query}`)}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      ) : null}
      {giftOpen ? (
        <Suspense fallback={null}>
          <GiftDialog
            item={{
              id: item.id,
              name: item.name,
              isDigital: item.delivery.code === 'digital',
              gift: item.gift ?? null,
            }}
            action={giftPath}
            onClose={() => setGiftOpen(false)}
          />
        </Suspense>
      ) : null}
    </li>
  )
}
