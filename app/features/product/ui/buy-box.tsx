import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { useFetcher } from 'react-router'
import { MiniCartOnAdd } from '#app/features/cart/index.ts'
import { ExpressDevice, ExpressPayPal } from '#app/features/payments/express/view.tsx'
import { CART_INTENTS } from '#app/features/cart/intents.ts'
import type { CartAction } from '#app/features/cart/index.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import type { SizeOption } from '#app/domain/catalog/inventory.ts'

/** Stock of the chosen size, then quantity and Add to cart (disabled until an available size is chosen). */
export function BuyBox({
  productId,
  maxQty,
  selected,
  cartAction,
  redirectTo,
  price,
}: {
  productId: string
  maxQty?: number
  selected: SizeOption | null
  cartAction: string
  redirectTo: string
  /** For the device wallet's sheet; the order's total is the cart's, shown before it is placed. */
  price?: { lowCurrent: number; currency: string }
}) {
  const { t } = useTranslation()
  const { t: tp } = useTranslation(productNs)
  // With JavaScript the add goes through a fetcher and answers with the mini cart (CART-025); without,
  // it is a plain post that redirects back here with a toast.
  const fetcher = useFetcher<CartAction>({ key: 'add-to-cart' })
  const busy = fetcher.state !== 'idle'
  const data = busy ? undefined : fetcher.data
  const added = data && 'miniCart' in data ? data.miniCart : undefined
  const locale = cartAction.split('/')[1] ?? ''
  const level = selected?.level
  return (
    <>
      <p className="mt-4 text-sm" role="status">
        {!selected
          ? tp('pdp.chooseSize')
          : level === 'low-stock'
            ? t('lowStock', { ns: productNs.name, count: selected.quantity })
            : level === 'out-of-stock'
              ? tp('pdp.outOfStock')
              : tp('pdp.inStock')}
      </p>
      <fetcher.Form method="post" action={cartAction} className="mt-4 flex items-end gap-3">
        <input type="hidden" name="productId" value={productId} />
        <EnhancedField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {selected?.available && selected.upc ? <input type="hidden" name="upc" value={selected.upc} /> : null}
        <label className="text-sm">
          <span className="block">{tp('pdp.quantity')}</span>
          <input
            type="number"
            name="qty"
            min={1}
            max={maxQty ?? 10}
            defaultValue={1}
            required
            className="mt-1 w-20 rounded border border-gray-400 px-2 py-2"
          />
        </label>
        <button
          type="submit"
          name="intent"
          value={CART_INTENTS.addToCart}
          className="btn-primary"
          disabled={!selected?.available || !selected.upc}
          aria-busy={busy}
        >
          {tp('pdp.addToCart')}
        </button>
      </fetcher.Form>
      <ExpressPayPal
        locale={locale}
        productId={productId}
        upc={selected?.available && selected.upc ? selected.upc : undefined}
        redirectTo={redirectTo}
      />
      {price && selected?.available && selected.upc ? (
        <ExpressDevice
          locale={locale}
          productId={productId}
          upc={selected.upc}
          redirectTo={redirectTo}
          amount={price.lowCurrent}
          currency={price.currency}
        />
      ) : null}
      <MiniCartOnAdd added={added} pending={busy} locale={locale} />
    </>
  )
}
