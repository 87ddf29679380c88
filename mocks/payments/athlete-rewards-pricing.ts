import type { RewardInstrument } from '../customers/seed/accounts.ts'
import { db, type CartRecord } from '../state.ts'

/**
 * What athlete payment and saved reward codes and cards pay of a cart (000 §3, §6), in cents. The
 * athlete's budget (annualCredit − currentSpend) pays first; remainingAmount is what it leaves for the
 * other methods, and rewards pay only once that is 0 (CHK-011). A reward pays up to its amount;
 * loyalty points pay what is still due at one cent a point, as far as the member's points go.
 */

/** What one loyalty point is worth, in cents. */
export const POINT_VALUE_CENTS = 1

export interface AthleteTender {
  instrumentId: string
  payable: number
  remaining: number
}

export interface PointsTender {
  instrumentId: string
  points: number
  amount: number
}

export interface RewardTender {
  instrumentId: string
  reward: RewardInstrument
  amount: number
}

/** The priced tenders of a cart (see `CartPricing`). */
type Tenders = { athlete?: AthleteTender; rewardPayments?: RewardTender[]; points?: PointsTender }

const toCents = (amount: number) => Math.round(amount * 100)
const toAmount = (value: number) => Math.round(value) / 100

function accountOfOwner(owner: string) {
  if (!owner.startsWith('consumer:')) return undefined
  return db.consumers.get(owner.slice('consumer:'.length))?.account
}

/** The athlete's budget left this year, in cents; 0 for anyone who is not an athlete. */
export function athleteBudget(owner: string): number {
  const athlete = accountOfOwner(owner)?.athlete
  return athlete ? Math.max(0, toCents(athlete.annualCredit) - toCents(athlete.currentSpend)) : 0
}

/** The member's loyalty points; 0 for anyone else. */
export function loyaltyPointsOf(owner: string): number {
  return accountOfOwner(owner)?.loyalty?.currentLoyaltyPoints ?? 0
}

/** The owner's saved reward with this id, if they still have it. */
export function savedReward(owner: string, rewardId: string): RewardInstrument | undefined {
  return accountOfOwner(owner)?.rewardInstruments?.find((r) => r.id === rewardId)
}

/** Prices the athlete payment and the rewards against what is still `due` (cents). */
export function athleteAndRewardTenders(cart: CartRecord, due: number) {
  let left = due
  let athlete: AthleteTender | undefined
  if (cart.athletePayment) {
    const payable = Math.max(0, Math.min(left, athleteBudget(cart.owner)))
    left -= payable
    athlete = { instrumentId: cart.athletePayment.instrumentId, payable, remaining: left }
  }
  const rewards: RewardTender[] = []
  for (const applied of cart.rewardPayments ?? []) {
    const reward = savedReward(cart.owner, applied.rewardId)
    if (!reward) continue
    const amount = Math.max(0, Math.min(left, toCents(reward.amount)))
    left -= amount
    rewards.push({ instrumentId: applied.instrumentId, reward, amount })
  }
  let points: PointsTender | undefined
  if (cart.loyaltyPoints) {
    const used = Math.max(0, Math.min(Math.ceil(left / POINT_VALUE_CENTS), loyaltyPointsOf(cart.owner)))
    const amount = Math.min(left, used * POINT_VALUE_CENTS)
    left -= amount
    points = { instrumentId: cart.loyaltyPoints.instrumentId, points: used, amount }
  }
  return { athlete, rewards, points, left }
}

/** The cart instruments of the athlete payment and the rewards, as the cart answers them. */
export function athleteAndRewardInstruments(tenders: Tenders) {
  const instruments: Record<string, unknown>[] = []
  const { athlete } = tenders
  if (athlete) {
    instruments.push({
      payment_instrument_id: athlete.instrumentId,
      payment_method_id: 'ATHLETES_PAYMENT',
      amount: toAmount(athlete.payable),
      additionalData: {
        payableAmount: toAmount(athlete.payable),
        remainingAmount: toAmount(athlete.remaining),
      },
    })
  }
  for (const { instrumentId, reward, amount } of tenders.rewardPayments ?? []) {
    instruments.push({
      payment_instrument_id: instrumentId,
      payment_method_id: reward.method,
      amount: toAmount(amount),
      ...(reward.method === 'REWARD_CARD'
        ? { card: { lastFour: reward.code } }
        : { additionalData: { rewardCode: reward.code } }),
    })
  }
  if (tenders.points) {
    instruments.push({
      payment_instrument_id: tenders.points.instrumentId,
      payment_method_id: 'LOYALTY_POINTS',
      amount: toAmount(tenders.points.amount),
      additionalData: { points: tenders.points.points },
    })
  }
  return instruments
}

/**
 * After an order: the athlete payment is booked to the athlete's spend, a reward code is used up and a
 * reward card keeps what is left of it. Accounts are replaced, never changed in place (the seed's
 * objects are shared by every reset).
 */
export function settleAthleteAndRewards(cart: CartRecord, tenders: Tenders) {
  const consumerNo = cart.owner.startsWith('consumer:') ? cart.owner.slice('consumer:'.length) : ''
  const record = db.consumers.get(consumerNo)
  if (!record) return
  let account = record.account
  if (tenders.athlete && account.athlete) {
    const spent = toCents(account.athlete.currentSpend) + tenders.athlete.payable
    account = { ...account, athlete: { ...account.athlete, currentSpend: toAmount(spent) } }
  }
  for (const { reward, amount } of tenders.rewardPayments ?? []) {
    const left = toCents(reward.amount) - amount
    const others = (account.rewardInstruments ?? []).filter((r) => r.id !== reward.id)
    const kept = reward.method === 'REWARD_CARD' && left > 0 ? [{ ...reward, amount: toAmount(left) }] : []
    account = { ...account, rewardInstruments: [...others, ...kept] }
  }
  const loyalty = account.loyalty
  if (tenders.points && loyalty) {
    const left = Math.max(0, loyalty.currentLoyaltyPoints - tenders.points.points)
    account = { ...account, loyalty: { ...loyalty, currentLoyaltyPoints: left } }
  }
  record.account = account
}
