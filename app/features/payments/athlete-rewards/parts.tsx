import { ATHLETE_REWARDS_INTENTS } from './intents.ts'
import { Form } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { tendersNs } from '#app/features/payments/locales/tenders.ts'
import type { AppliedTender } from '#app/domain/payments/athlete-rewards.ts'

type Money = (amount: number) => string

export interface AthleteOffer {
  /** The cart instrument once applied; null while only offered. */
  instrumentId: string | null
  budget: number | null
  payableAmount: number
  remainingAmount: number
}

/** CHK-010: what the athlete payment pays of this order and what it leaves for another method. */
export function AthleteAmounts({ athlete, money }: { athlete: AthleteOffer; money: Money }) {
  const { t } = useTranslation(tendersNs)
  return (
    <dl className="text-sm">
      <div className="flex gap-2">
        <dt>{t('athlete.payable')}</dt>
        <dd>{money(athlete.payableAmount)}</dd>
      </div>
      <div className="flex gap-2">
        <dt>{t('athlete.remaining')}</dt>
        <dd>{money(athlete.remainingAmount)}</dd>
      </div>
    </dl>
  )
}

/** The athlete payment on billing: offered with its amounts, or applied and removable (CHK-010). */
export function AthletePayment({ athlete, money }: { athlete: AthleteOffer; money: Money }) {
  const { t } = useTranslation(tendersNs)
  return (
    <section aria-labelledby="athlete-heading" className="mt-8">
      <h2 id="athlete-heading" className="font-semibold">
        {t('athlete.title')}
      </h2>
      {athlete.budget !== null ? (
        <p className="text-sm text-gray-700">{t('athlete.budget', { amount: money(athlete.budget) })}</p>
      ) : null}
      <AthleteAmounts athlete={athlete} money={money} />
      <Form method="post" className="mt-2">
        {athlete.instrumentId ? (
          <>
            <input type="hidden" name="instrumentId" value={athlete.instrumentId} />
            <input type="hidden" name="method" value="ATHLETES_PAYMENT" />
            <button
              type="submit"
              name="intent"
              value={ATHLETE_REWARDS_INTENTS.removeTender}
              className="underline"
            >
              {t('athlete.remove')}
            </button>
          </>
        ) : (
          <button
            type="submit"
            name="intent"
            value={ATHLETE_REWARDS_INTENTS.applyAthletePayment}
            className="btn-secondary"
          >
            {t('athlete.apply')}
          </button>
        )}
      </Form>
    </section>
  )
}

function rewardText(
  t: (key: string, options?: Record<string, unknown>) => string,
  r: AppliedTender,
  amount: string,
  points?: (count: number) => string,
) {
  if (r.method === 'LOYALTY_POINTS') {
    // The service names the points used as a bare count: grouped for the locale like every other count.
    const count = /^\d+$/.test(r.label) && points ? points(Number(r.label)) : r.label
    return t('rewardInstruments.pointsUsed', { points: count, amount })
  }
  return r.method === 'REWARD_CARD'
    ? t('rewardInstruments.card', { last4: r.label, amount })
    : t('rewardInstruments.code', { code: r.label, amount })
}

/**
 * A member's loyalty points and saved reward codes and cards (ACCT-021, ACCT-040): applied ones are
 * removable.
 */
export function RewardInstruments({
  rewardOffer,
  money,
  points,
}: {
  rewardOffer: {
    saved: AppliedTender[]
    applied: AppliedTender[]
    points: number
    pointsApplied: AppliedTender | null
  }
  money: Money
  /** Formats a number of points for the shopper's locale. */
  points: (count: number) => string
}) {
  const { t } = useTranslation(tendersNs)
  const labelOf = (action: 'apply' | 'remove', r: AppliedTender) =>
    r.method === 'REWARD_CARD'
      ? t(`rewardInstruments.${action}CardLabel`, { last4: r.label })
      : t(`rewardInstruments.${action}CodeLabel`, { code: r.label })
  return (
    <section aria-labelledby="reward-instruments-heading" className="mt-8">
      <h2 id="reward-instruments-heading" className="font-semibold">
        {t('rewardInstruments.title')}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        <li className="flex items-center gap-4">
          {rewardOffer.pointsApplied ? (
            <>
              <span>
                {rewardText(
                  t,
                  rewardOffer.pointsApplied,
                  `−${money(rewardOffer.pointsApplied.amount)}`,
                  points,
                )}
              </span>
              <Form method="post">
                <input type="hidden" name="instrumentId" value={rewardOffer.pointsApplied.id} />
                <input type="hidden" name="method" value="LOYALTY_POINTS" />
                <button
                  type="submit"
                  name="intent"
                  value={ATHLETE_REWARDS_INTENTS.removeTender}
                  className="underline"
                >
                  {t('rewardInstruments.removePoints')}
                </button>
              </Form>
            </>
          ) : (
            <>
              <span>{t('rewardInstruments.points', { points: points(rewardOffer.points) })}</span>
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value={ATHLETE_REWARDS_INTENTS.applyPoints}
                  className="btn-secondary"
                >
                  {t('rewardInstruments.payWithPoints')}
                </button>
              </Form>
            </>
          )}
        </li>
        {rewardOffer.applied.map((r) => (
          <li key={r.id} className="flex items-center gap-4">
            <span>{rewardText(t, r, `−${money(r.amount)}`, points)}</span>
            <Form method="post">
              <input type="hidden" name="instrumentId" value={r.id} />
              <button
                type="submit"
                name="intent"
                value={ATHLETE_REWARDS_INTENTS.removeTender}
                className="underline"
                aria-label={labelOf('remove', r)}
              >
                {t('rewardInstruments.remove')}
              </button>
            </Form>
          </li>
        ))}
        {rewardOffer.saved.map((r) => (
          <li key={r.id} className="flex items-center gap-4">
            <span>{rewardText(t, r, money(r.amount))}</span>
            <Form method="post">
              <input type="hidden" name="method" value={r.method} />
              <input type="hidden" name="rewardInstrumentId" value={r.id} />
              <button
                type="submit"
                name="intent"
                value={ATHLETE_REWARDS_INTENTS.applyReward}
                className="btn-secondary"
                aria-label={labelOf('apply', r)}
              >
                {t('rewardInstruments.apply')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The applied athlete payment and rewards on the summary step (CHK-010: both athlete amounts). */
export function TenderSummary({
  tenders,
  athlete,
  money,
  points,
}: {
  tenders: AppliedTender[]
  athlete: { payableAmount: number; remainingAmount: number } | null
  money: Money
  /** Formats a number of points for the shopper's locale. */
  points?: (count: number) => string
}) {
  const { t } = useTranslation(tendersNs)
  if (!tenders.length) return null
  return (
    <ul className="text-sm">
      {tenders.map((r) =>
        r.method === 'ATHLETES_PAYMENT' ? (
          <li key={r.id}>
            {t('athlete.summary')}
            {athlete ? (
              <AthleteAmounts athlete={{ instrumentId: r.id, budget: null, ...athlete }} money={money} />
            ) : null}
          </li>
        ) : (
          <li key={r.id}>{rewardText(t, r, money(r.amount), points)}</li>
        ),
      )}
    </ul>
  )
}

/** A signed-in member's loyalty vouchers, each applied with a plain post (CHK-023). */
export function LoyaltyVouchers({
  rewards,
  money,
  points,
}: {
  rewards: {
    points: number
    vouchers: { id: string; points: number; amount: number }[]
    applied: string | null
  }
  money: Money
  /** Formats a number of points for the shopper's locale. */
  points: (count: number) => string
}) {
  const { t } = useTranslation(tendersNs)
  return (
    <section aria-labelledby="rewards-heading" className="mt-8">
      <h2 id="rewards-heading" className="font-semibold">
        {t('rewards.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('rewards.points', { points: points(rewards.points) })}</p>
      <ul className="mt-2 space-y-2 text-sm">
        {rewards.vouchers.map((v) => (
          <li key={v.id} className="flex items-center gap-4">
            <span>{t('rewards.voucher', { amount: money(v.amount), points: points(v.points) })}</span>
            {rewards.applied === v.id ? (
              <strong>{t('rewards.applied')}</strong>
            ) : (
              <Form method="post">
                <input type="hidden" name="voucherId" value={v.id} />
                <button
                  type="submit"
                  name="intent"
                  value={ATHLETE_REWARDS_INTENTS.applyVoucher}
                  className="btn-secondary"
                  aria-label={t('rewards.applyLabel', { amount: money(v.amount) })}
                >
                  {t('rewards.apply')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
