import { EnhancedField } from '#app/components/enhanced-field.tsx'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import type { GiftAction } from '#app/features/cart/page-data.ts'
import { GIFT_INTENTS } from '#app/features/cart/intents.ts'
import type { GiftField } from '#app/features/cart/views.ts'
import { replyFor, type FormReply } from '#app/domain/errors/form-reply.ts'
import { GIFT_MESSAGE_MAX, GIFT_TO_MAX } from '#app/validation/gift-option-limits.ts'

export interface GiftLine {
  id: string
  name: string
  isDigital: boolean
  gift: { to?: string; email?: string; message?: string } | null
}

/**
 * The gift option form (CART-008, CART-009) of the add-gift-option page and dialog: to, email and
 * message. It posts to the line's gift page; refusals show at their fields with the text kept.
 */
export function GiftOptionForm({
  item,
  action,
  reply,
  inDialog = false,
}: {
  item: GiftLine
  action: string
  /** The page's refusal of this line's gift option (without JavaScript). */
  reply?: FormReply<GiftField>
  inDialog?: boolean
}) {
  const { t } = useTranslation(cartNs)
  const fetcher = useFetcher<GiftAction>({ key: `gift-${item.id}` })
  const data = fetcher.state === 'idle' ? fetcher.data : undefined
  const fetched =
    data && 'reply' in data ? replyFor(data.reply, GIFT_INTENTS.saveGiftOption, item.id) : undefined
  const result = fetched ?? reply
  const errors = result?.errors ?? {}
  const value = (name: GiftField) => result?.values[name] ?? item.gift?.[name] ?? ''
  const field = (name: GiftField, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`gift-${item.id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      {input}
      {errors[name] ? (
        <p id={`gift-${item.id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  const a11y = (name: GiftField) => ({
    id: `gift-${item.id}-${name}`,
    name,
    defaultValue: value(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `gift-${item.id}-${name}-error` : undefined,
    className: 'field-input',
  })
  return (
    <fetcher.Form method="post" action={action} noValidate className="mt-4 grid gap-4">
      <input type="hidden" name="intent" value={GIFT_INTENTS.saveGiftOption} />
      <input type="hidden" name="itemId" value={item.id} />
      {inDialog ? <EnhancedField /> : null}
      {errors.form ? (
        <p role="alert" className="field-error">
          {errors.form}
        </p>
      ) : null}
      {field('to', t('gift.to'), <input {...a11y('to')} maxLength={GIFT_TO_MAX} autoComplete="off" />)}
      {field(
        'email',
        item.isDigital ? t('gift.emailDigital') : t('gift.email'),
        <input {...a11y('email')} type="email" autoComplete="off" />,
      )}
      {field(
        'message',
        t('gift.message', { max: GIFT_MESSAGE_MAX }),
        <textarea {...a11y('message')} rows={4} maxLength={GIFT_MESSAGE_MAX} />,
      )}
      <button type="submit" className="btn-primary justify-self-start" aria-busy={fetcher.state !== 'idle'}>
        {t('gift.save')}
      </button>
    </fetcher.Form>
  )
}
