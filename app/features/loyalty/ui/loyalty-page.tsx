import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { LoyaltyJoinLink } from '#app/features/loyalty/ui/loyalty-join-link.tsx'
import { identityNs } from '#app/features/identity/locales/identity.ts'
import type { VoucherView } from '#app/domain/account/loyalty.ts'
import { formatMoney, formatPoints } from '#app/domain/market/site.ts'

interface Props {
  locale: string
  currency: string
  member: boolean | null
  memberId: string | null
  points: number | null
  vouchers: VoucherView[] | null
  promo: { title: string; description: string | null; validUntil: string | null } | null
  notice: string | null
  join: { path: string; dialog: boolean } | null
}

/** The loyalty page's view: sections that failed upstream are left out (the loader sets them null). */
export function LoyaltyPage({
  locale,
  currency,
  member,
  memberId,
  points,
  vouchers,
  promo,
  notice,
  join,
}: Props) {
  const { t } = useTranslation(identityNs)
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold">{t('loyalty.title')}</h1>
      {notice ? (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
          {notice}
        </p>
      ) : null}
      {member ? (
        <>
          {memberId ? (
            <p className="mt-2 text-sm text-gray-700">{t('loyalty.memberNumber', { memberId })}</p>
          ) : null}
          <section aria-labelledby="loyalty-points" className="mt-6">
            <h2 id="loyalty-points" className="text-lg font-semibold">
              {t('loyalty.points.title')}
            </h2>
            <p className="mt-1 text-xl font-bold">
              {points === null
                ? t('loyalty.points.unknown')
                : t('loyalty.points.balance', { count: points, points: formatPoints(points, locale) })}
            </p>
          </section>
          {vouchers ? <Vouchers vouchers={vouchers} locale={locale} currency={currency} /> : null}
        </>
      ) : null}
      {promo ? (
        <section aria-labelledby="loyalty-promo" className="mt-6 rounded border border-gray-300 p-4">
          <h2 id="loyalty-promo" className="text-lg font-semibold">
            {t('loyalty.promo.title')}
          </h2>
          <p className="mt-1 font-medium">{promo.title}</p>
          {promo.description ? <p className="mt-1 text-sm">{promo.description}</p> : null}
          {promo.validUntil ? (
            <p className="mt-1 text-sm text-gray-700">
              {t('loyalty.promo.validUntil', { date: promo.validUntil })}
            </p>
          ) : null}
        </section>
      ) : null}
      {join ? (
        <section aria-labelledby="loyalty-join" className="mt-6">
          <h2 id="loyalty-join" className="text-lg font-semibold">
            {t('loyalty.join.title')}
          </h2>
          <p className="mt-1">{t('loyalty.join.intro')}</p>
          <p className="mt-3">
            <LoyaltyJoinLink
              locale={locale}
              to={join.path}
              dialog={join.dialog}
              className="btn-primary inline-block"
            >
              {t('loyalty.join.link')}
            </LoyaltyJoinLink>
          </p>
        </section>
      ) : null}
    </div>
  )
}

function Vouchers({
  vouchers,
  locale,
  currency,
}: {
  vouchers: VoucherView[]
  locale: string
  currency: string
}) {
  const { t } = useTranslation(identityNs)
  return (
    <section aria-labelledby="loyalty-vouchers" className="mt-6">
      <h2 id="loyalty-vouchers" className="text-lg font-semibold">
        {t('loyalty.vouchers.title')}
      </h2>
      {vouchers.length === 0 ? (
        <p className="mt-1">{t('loyalty.vouchers.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {vouchers.map((v) => (
            <li
              key={v.id}
              className="flex flex-wrap justify-between gap-2 rounded border border-gray-300 p-3"
            >
              <span className="font-medium">
                {t('loyalty.vouchers.amount', { amount: formatMoney(v.amount, currency, locale) })}
              </span>
              <span>{t('loyalty.vouchers.cost', { points: formatPoints(v.points, locale) })}</span>
              <span
                className={
                  v.state === 'usable' ? 'w-full text-sm text-green-800' : 'w-full text-sm text-gray-700'
                }
              >
                {v.state === 'needsPoints'
                  ? t('loyalty.vouchers.needsPoints', { missing: formatPoints(v.missingPoints, locale) })
                  : t(`loyalty.vouchers.${v.state}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
