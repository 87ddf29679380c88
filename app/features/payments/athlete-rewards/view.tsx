import { lazy, Suspense, type ComponentProps } from 'react'
import { formatMoney, formatPoints } from '#app/domain/market/site.ts'
import * as Parts from './parts.tsx'

// The athlete payment, the reward instruments and the loyalty vouchers (CHK-023) show to a few shoppers
// only: their code loads on the pages that show them. The server renders them in place, so the step is
// whole without JavaScript; the browser hydrates them once their chunk is in (decision 022).
const AthletePayment = import.meta.env.SSR
  ? Parts.AthletePayment
  : lazy(() => import('./parts.tsx').then((m) => ({ default: m.AthletePayment })))
const LoyaltyVouchers = import.meta.env.SSR
  ? Parts.LoyaltyVouchers
  : lazy(() => import('./parts.tsx').then((m) => ({ default: m.LoyaltyVouchers })))
const RewardInstruments = import.meta.env.SSR
  ? Parts.RewardInstruments
  : lazy(() => import('./parts.tsx').then((m) => ({ default: m.RewardInstruments })))

/** The athlete payment and the loyalty rewards on billing, for those who have them. */
export function AthleteRewards({
  page,
}: {
  page: {
    locale: string
    currency: string
    athlete: ComponentProps<typeof Parts.AthletePayment>['athlete'] | null
    rewardOffer: ComponentProps<typeof Parts.RewardInstruments>['rewardOffer'] | null
    rewards: ComponentProps<typeof Parts.LoyaltyVouchers>['rewards'] | null
  }
}) {
  const { locale, athlete, rewardOffer, rewards } = page
  const money = (amount: number) => formatMoney(amount, page.currency, locale)
  const points = (count: number) => formatPoints(count, locale)
  return (
    <>
      <Suspense fallback={null}>
        {athlete ? <AthletePayment athlete={athlete} money={money} /> : null}
        {rewardOffer ? <RewardInstruments rewardOffer={rewardOffer} money={money} points={points} /> : null}
      </Suspense>
      {rewards ? (
        <Suspense fallback={null}>
          <LoyaltyVouchers rewards={rewards} money={money} points={points} />
        </Suspense>
      ) : null}
    </>
  )
}
