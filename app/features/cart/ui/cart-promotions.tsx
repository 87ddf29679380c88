import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { cartNs } from '#app/features/cart/locales/cart.ts'
import type { ApproachingView, PromoSummaryView } from '#app/features/cart/page-data.ts'
import { CART_INTENTS } from '#app/features/cart/intents.ts'
import type { CouponField } from '#app/features/cart/views.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'

/**
 * Approaching promotions for the cart (CART-063..CART-069), each dismissable by id. The status rides
 * along as a data attribute for analytics, literal per A10.
 */
export function ApproachingPromotions({ promotions }: { promotions: ApproachingView[] }) {
  const { t } = useTranslation(cartNs)
  if (!promotions.length) return null
  return (
    <section aria-labelledby="approaching-heading" className="mt-6 space-y-2">
      <h2 id="approaching-heading" className="sr-only">
        {t('approaching.heading')}
      </h2>
      <ul className="space-y-2">
        {promotions.map((p) => (
          <li
            key={p.promotionId}
            data-promotion-id={p.promotionId}
            data-threshold-status={p.status}
            className="flex items-center justify-between gap-4 rounded border border-green-700 bg-green-50 px-4 py-2 text-sm"
          >
            <span>{p.message}</span>
            <Form method="post">
              <input type="hidden" name="promotionId" value={p.promotionId} />
              <button
                type="submit"
                name="intent"
                value={CART_INTENTS.dismissPromotion}
                className="underline"
                aria-label={t('approaching.dismissLabel', { message: p.message })}
              >
                {t('approaching.dismiss')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** CART-004: the applied promotions by level (ORDER, PRODUCT, SHIPPING) with their callouts. */
export function PromoSummary({ summary }: { summary: PromoSummaryView }) {
  const { t } = useTranslation(cartNs)
  if (!summary.length) return null
  return (
    <section aria-labelledby="promo-summary-heading" className="mt-6">
      <h3 id="promo-summary-heading" className="text-sm font-semibold">
        {t('promo.heading')}
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {summary.map((group) => (
          <div key={group.level}>
            <dt className="font-medium">{t(`promo.${group.level}`)}</dt>
            {group.promotions.map((p) => (
              <dd key={p.promotionId} className="text-green-800">
                {p.callout ?? p.name}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The promo code form (field `code`, intents apply-coupon / remove-coupon). A code error sits at the
 * field (ERR-072..ERR-078) with what was typed kept; the page shows the reply's top message.
 */
export function CouponForm({ coupons, reply }: { coupons: string[]; reply?: FormReply<CouponField> }) {
  const { t } = useTranslation(cartNs)
  const error = reply?.errors.code
  const typed = reply?.values.code
  return (
    <section aria-labelledby="coupon-heading" className="mt-6">
      <h3 id="coupon-heading" className="text-sm font-semibold">
        {t('coupon.heading')}
      </h3>
      <Form method="post" className="mt-2 flex items-start gap-2" noValidate>
        <div className="flex-1">
          <label htmlFor="coupon-code" className="sr-only">
            {t('coupon.label')}
          </label>
          <input
            id="coupon-code"
            name="code"
            defaultValue={typed}
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'coupon-code-error' : undefined}
            placeholder={t('coupon.label')}
            className="w-full rounded border border-gray-400 px-2 py-1"
          />
          {error ? (
            <p id="coupon-code-error" role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" name="intent" value={CART_INTENTS.applyCoupon} className="btn-secondary">
          {t('coupon.apply')}
        </button>
      </Form>
      {coupons.length ? (
        <div className="mt-3">
          <p className="text-sm">{t('coupon.applied')}</p>
          <ul className="mt-1 space-y-1">
            {coupons.map((code) => (
              <li key={code} className="flex items-center justify-between text-sm">
                <span className="font-mono">{code}</span>
                <Form method="post">
                  <input type="hidden" name="code" value={code} />
                  <button
                    type="submit"
                    name="intent"
                    value={CART_INTENTS.removeCoupon}
                    className="underline"
                    aria-label={t('coupon.removeLabel', { code })}
                  >
                    {t('coupon.remove')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
