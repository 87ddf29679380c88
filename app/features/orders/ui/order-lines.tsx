import { Link, useFetcher } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { attributesLine, shownAttributes } from '#app/domain/cart/line-attributes.ts'
import { ORDER_DETAIL_INTENTS } from '#app/features/orders/intents.ts'
import { ordersNs } from '#app/features/orders/locales/orders.ts'
import type { AccountOrderView } from '#app/domain/orders/account-order.ts'
import { replyFor, type FormReply } from '#app/domain/errors/form-reply.ts'
import { howToReturnPath } from '#app/domain/paths/self-service-paths.ts'
import { formatMoney } from '#app/domain/market/site.ts'

type Line = AccountOrderView['lines'][number]

/** One line's post (ACCT-029 return label, ACCT-032 gift card email): a button, its refusal under it. */
function LineAction({
  line,
  intent,
  label,
  accessibleLabel,
  reply,
}: {
  line: Line
  intent: string
  label: string
  accessibleLabel: string
  reply: FormReply | undefined
}) {
  const fetcher = useFetcher<{ reply?: FormReply }>()
  const refused = replyFor(fetcher.data?.reply ?? reply, intent, line.id)
  const errorId = `${intent}-${line.id}-error`
  return (
    <fetcher.Form method="post" className="mt-2">
      <input type="hidden" name="itemId" value={line.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="btn-secondary"
        aria-label={accessibleLabel}
        aria-describedby={refused?.errors.form ? errorId : undefined}
        disabled={fetcher.state !== 'idle'}
      >
        {label}
      </button>
      {refused?.errors.form ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {refused.errors.form}
        </p>
      ) : null}
    </fetcher.Form>
  )
}

/** The order's lines with what the shopper may do with each (ACCT-025, ACCT-029, ACCT-032). */
export function OrderLines({
  lines,
  currency,
  locale,
  reply,
}: {
  lines: Line[]
  currency: string | undefined
  locale: string
  reply: FormReply | undefined
}) {
  const { t } = useTranslation(ordersNs)
  const { t: tCommon } = useTranslation()
  const money = (amount: number) => (currency ? formatMoney(amount, currency, locale) : String(amount))
  return (
    <section aria-labelledby="order-items-heading">
      <h2 id="order-items-heading" className="text-lg font-semibold">
        {t('detail.items')}
      </h2>
      <ul className="mt-2 divide-y divide-gray-200">
        {lines.map((line) => (
          <li key={line.id} className="py-3 text-sm">
            <div className="flex justify-between gap-4">
              <span>
                <span className="font-medium">{line.name}</span>
                {shownAttributes(line).length ? (
                  <span className="block text-gray-700">
                    {attributesLine(shownAttributes(line), tCommon, locale)}
                  </span>
                ) : null}
                <span className="block text-gray-700">{t('detail.quantity', { qty: line.qty })}</span>
              </span>
              <span>{money(line.price.rowTotal ?? line.price.amount * line.qty)}</span>
            </div>
            {line.returnLabel ? (
              <div className="mt-2 rounded-md bg-gray-50 p-2" data-return-label={line.returnLabel.returnId}>
                <p className="font-medium">
                  {t('detail.returnMade', { returnId: line.returnLabel.returnId })}
                </p>
                {line.returnLabel.trackingNumber ? (
                  <p>
                    {t('detail.returnTracking', {
                      carrier: line.returnLabel.carrier ?? '',
                      trackingNumber: line.returnLabel.trackingNumber,
                    })}
                  </p>
                ) : null}
                {line.returnLabel.labelUrl ? (
                  <a
                    href={line.returnLabel.labelUrl}
                    className="underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('detail.returnLabelLink')}
                  </a>
                ) : null}{' '}
                <Link to={howToReturnPath(locale)} className="underline">
                  {t('detail.howToReturn')}
                </Link>
              </div>
            ) : null}
            {line.canReturn ? (
              <LineAction
                line={line}
                intent={ORDER_DETAIL_INTENTS.returnLabel}
                label={t('detail.returnLabel')}
                accessibleLabel={t('detail.returnLabelFor', { name: line.name })}
                reply={reply}
              />
            ) : null}
            {line.canResend ? (
              <LineAction
                line={line}
                intent={ORDER_DETAIL_INTENTS.resendGiftCard}
                label={t('detail.resend')}
                accessibleLabel={t('detail.resendFor', { name: line.name })}
                reply={reply}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
