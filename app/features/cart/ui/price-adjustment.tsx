import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import { ADJUSTMENT_REASON_MAX } from '#app/domain/money/price-adjustment-limits.ts'
import type { CartLineView } from '#app/features/cart/page-data.ts'
import { CART_INTENTS } from '#app/features/cart/intents.ts'
import type { AdjustField } from '#app/features/cart/views.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'

/**
 * A connected associate's price change on one line (CART-027..CART-029): the current adjustment with
 * its removal, and a form for a percentage or an amount off with the reason. Plain posts to the cart
 * action; the server refuses them from anyone but a connected associate.
 */
export function PriceAdjustmentForms({
  item,
  locale,
  currency,
  reply,
}: {
  item: Pick<CartLineView, 'id' | 'name' | 'adjustment'>
  locale: string
  currency: string
  /** The refusal of a post about this line's adjustment. */
  reply?: FormReply<AdjustField>
}) {
  const { t } = useTranslation(cartNs)
  const adjustment = item.adjustment
  // One message above the form, the first the server gave; what was typed comes back.
  const error = reply ? Object.values(reply.errors).find(Boolean) : undefined
  const typed = reply?.values ?? {}
  const type = typed.type ?? adjustment?.type
  const errorId = `adjust-error-${item.id}`
  const off = adjustment
    ? adjustment.type === 'percent'
      ? `${adjustment.value}%`
      : formatMoney(adjustment.value, currency, locale)
    : ''
  return (
    <div className="text-sm">
      {adjustment ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t('adjust.current', { off, reason: adjustment.reason })}</p>
          <Form method="post">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="adjustmentId" value={adjustment.id} />
            <button
              type="submit"
              name="intent"
              value={CART_INTENTS.removePriceAdjustment}
              className="underline"
              aria-label={t('adjust.removeLabel', { name: item.name })}
            >
              {t('adjust.remove')}
            </button>
          </Form>
        </div>
      ) : null}
      {/* A new adjustment closes the form, as the page drawn again without JavaScript has it closed. */}
      <details
        key={adjustment ? `${adjustment.id} ${adjustment.type} ${adjustment.value}` : 'none'}
        open={Boolean(error)}
        className="mt-1"
      >
        <summary className="cursor-pointer underline">
          {t(adjustment ? 'adjust.change' : 'adjust.open')}
          <span className="sr-only"> {item.name}</span>
        </summary>
        <Form method="post" className="mt-2 grid max-w-md gap-2">
          <input type="hidden" name="itemId" value={item.id} />
          {error ? (
            <p id={errorId} role="alert" className="font-semibold text-red-700">
              {error}
            </p>
          ) : null}
          <fieldset className="flex gap-4">
            <legend className="mb-1">{t('adjust.type')}</legend>
            <label className="flex items-center gap-1">
              <input type="radio" name="type" value="percent" defaultChecked={type !== 'amount'} required />
              {t('adjust.percent')}
            </label>
            <label className="flex items-center gap-1">
              <input type="radio" name="type" value="amount" defaultChecked={type === 'amount'} />
              {t('adjust.amount', { currency })}
            </label>
          </fieldset>
          <label>
            <span className="block">{t('adjust.value')}</span>
            <input
              type="number"
              name="value"
              min={0.01}
              // No browser maximum: the percentage's (MAX_ADJUSTMENT_PERCENT) would also refuse an amount
              // over 100 once the associate picks "Amount", and the page cannot change it without
              // JavaScript. The server answers a percentage over it with its message here.
              step={0.01}
              required
              defaultValue={typed.value ?? adjustment?.value}
              aria-describedby={error ? errorId : undefined}
              className="mt-1 w-28 rounded border border-gray-400 px-2 py-1"
            />
          </label>
          <label>
            <span className="block">{t('adjust.reason')}</span>
            <input
              name="reason"
              required
              maxLength={ADJUSTMENT_REASON_MAX}
              defaultValue={typed.reason ?? adjustment?.reason}
              aria-describedby={error ? errorId : undefined}
              className="mt-1 w-full rounded border border-gray-400 px-2 py-1"
            />
          </label>
          <button
            type="submit"
            name="intent"
            value={CART_INTENTS.adjustPrice}
            className="btn-secondary justify-self-start"
          >
            {t('adjust.save')}
          </button>
        </Form>
      </details>
    </div>
  )
}
