import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { useFetcher } from 'react-router'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { productNs } from '#app/features/product/locales/product.ts'
import type { SizeOption } from '#app/domain/catalog/inventory.ts'
import { replyFor, type FormReply } from '#app/domain/errors/form-reply.ts'
import type { PRODUCT_INTENTS } from '#app/features/product/intents.ts'
import type { MiniCartView } from '#app/features/cart/views.ts'
import type { ProductAction } from '#app/features/product/page-data.ts'
import type { GiftCardField } from '#app/features/product/views.ts'
import {
  CUSTOM_AMOUNT_MAX,
  CUSTOM_AMOUNT_MIN,
  GIFT_MESSAGE_MAX,
  GIFT_TO_MAX,
} from '#app/validation/gift-option-limits.ts'

type Field = Exclude<GiftCardField, 'upc'>

/**
 * A digital gift card's buy box (CART-008): the amount chosen above, or the shopper's own amount, and
 * who it is for — the card is emailed to them with the message. It posts to the product page; refusals
 * show at their fields with the text kept. With JavaScript the add answers with the mini cart, which the
 * page renders (`added`): the page has its code already, and its intent names, which it passes in.
 */
export function GiftCardForm({
  productId,
  selected,
  action,
  failed,
  intent,
  added,
}: {
  intent: typeof PRODUCT_INTENTS.addGiftCard
  /** The mini cart that opens once the card is added; `pending` while the add is on its way. */
  added: (miniCart: MiniCartView | undefined, pending: boolean) => ReactNode
  productId: string
  selected: SizeOption | null
  action: string
  /** The page's refusal of a post without JavaScript. */
  failed?: FormReply<GiftCardField>
}) {
  const { t } = useTranslation(productNs)
  const fetcher = useFetcher<ProductAction>({ key: intent })
  const idle = fetcher.state === 'idle'
  const data = idle ? fetcher.data : undefined
  const refused = data && 'reply' in data ? replyFor<GiftCardField>(data.reply, intent) : undefined
  const result = refused ?? failed
  const errors = result?.errors ?? {}
  const error = (name: Field | 'upc') => errors[name]
  const described = (name: Field) => (error(name) ? `gift-${name}-error` : undefined)
  const value = (name: Field) => result?.values[name]
  const fieldError = (name: Field | 'upc') =>
    error(name) ? (
      <p id={`gift-${name}-error`} className="field-error">
        {error(name)}
      </p>
    ) : null

  return (
    <>
      <fetcher.Form method="post" action={action} noValidate className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="productId" value={productId} />
        {selected?.upc ? <input type="hidden" name="upc" value={selected.upc} /> : null}
        <EnhancedField />
        {errors.form ? (
          <p role="alert" className="field-error">
            {errors.form}
          </p>
        ) : null}
        {errors.upc ? (
          <p role="alert" className="field-error">
            {errors.upc}
          </p>
        ) : null}
        <div>
          <label htmlFor="gift-customAmount" className="text-sm font-medium">
            {t('giftCard.customAmount', { min: CUSTOM_AMOUNT_MIN, max: CUSTOM_AMOUNT_MAX })}
          </label>
          <input
            id="gift-customAmount"
            name="customAmount"
            type="number"
            inputMode="decimal"
            min={CUSTOM_AMOUNT_MIN}
            max={CUSTOM_AMOUNT_MAX}
            step="1"
            defaultValue={value('customAmount')}
            aria-invalid={error('customAmount') ? true : undefined}
            aria-describedby={described('customAmount')}
            className="field-input w-40"
          />
          {fieldError('customAmount')}
        </div>
        <div>
          <label htmlFor="gift-to" className="text-sm font-medium">
            {t('giftCard.to')}
          </label>
          <input
            id="gift-to"
            name="to"
            maxLength={GIFT_TO_MAX}
            autoComplete="off"
            defaultValue={value('to')}
            aria-invalid={error('to') ? true : undefined}
            aria-describedby={described('to')}
            className="field-input"
          />
          {fieldError('to')}
        </div>
        <div>
          <label htmlFor="gift-email" className="text-sm font-medium">
            {t('giftCard.email')}
          </label>
          <input
            id="gift-email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={value('email')}
            aria-invalid={error('email') ? true : undefined}
            aria-describedby={described('email')}
            className="field-input"
          />
          {fieldError('email')}
        </div>
        <div>
          <label htmlFor="gift-message" className="text-sm font-medium">
            {t('giftCard.message', { max: GIFT_MESSAGE_MAX })}
          </label>
          <textarea
            id="gift-message"
            name="message"
            rows={3}
            maxLength={GIFT_MESSAGE_MAX}
            defaultValue={value('message')}
            aria-invalid={error('message') ? true : undefined}
            aria-describedby={described('message')}
            className="field-input"
          />
          {fieldError('message')}
        </div>
        <button
          type="submit"
          className="btn-primary justify-self-start"
          disabled={selected?.available === false}
          aria-busy={!idle}
        >
          {t('pdp.addToCart')}
        </button>
      </fetcher.Form>
      {added(data && 'miniCart' in data ? data.miniCart : undefined, !idle)}
    </>
  )
}
