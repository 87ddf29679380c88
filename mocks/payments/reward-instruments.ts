import { HttpResponse } from 'msw'
import type { RewardInstrument } from '../customers/seed/accounts.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { accountOf, updateAccount } from '../customers/consumers.ts'
import { apiError } from '../errors.ts'
import { db, nextId, type ConsumerRecord } from '../state.ts'

/**
 * A member saving and removing reward codes and reward cards (000 §7 Consumer payment_instruments with
 * method REWARD_CODE or REWARD_CARD; the GET is athlete-rewards.ts'), their entries in
 * payment-methods.ts. The emulator's own rule for what it accepts: a reward code of 6 to 16 letters or digits is worth
 * 10, a reward card number of 12 to 19 digits is worth 25 (kept by its last four digits); PRM130 otherwise.
 */

function memberRecord(request: Request): ConsumerRecord {
  const principal = requirePrincipal(request)
  const record = principal.consumerNo ? db.consumers.get(principal.consumerNo) : undefined
  if (principal.type !== 'Registered' || !record)
    throw apiError(request, 401, 'AUT404', 'Cannot authorize: sign in first')
  if (!accountOf(record).isLoyaltyMember)
    throw apiError(request, 403, 'REW130', 'The customer is not a loyalty member')
  return record
}

function rewardOf(method: string, typed: string): Omit<RewardInstrument, 'id'> | undefined {
  const value = typed.replace(/[\s-]/g, '').toUpperCase()
  if (method === 'REWARD_CODE' && /^[A-Z0-9]{6,16}$/.test(value))
    return { method: 'REWARD_CODE', code: value, amount: 10 }
  if (method === 'REWARD_CARD' && /^\d{12,19}$/.test(value))
    return { method: 'REWARD_CARD', code: value.slice(-4), amount: 25 }
  return undefined
}

/** POST …/payment_instruments with REWARD_CODE or REWARD_CARD: a member saves a reward. */
export function saveReward(request: Request, body: Record<string, unknown>) {
  const method = typeof body.payment_method_id === 'string' ? body.payment_method_id : ''
  const record = memberRecord(request)
  const reward = rewardOf(method, typeof body.code === 'string' ? body.code : '')
  if (!reward) return apiError(request, 400, 'PRM130', 'This reward is not valid')
  const saved = accountOf(record).rewardInstruments ?? []
  if (saved.some((r) => r.method === reward.method && r.code === reward.code))
    return apiError(request, 400, 'PRM150', 'This reward is already saved')
  const added = { id: nextId(method === 'REWARD_CODE' ? 'RWC' : 'RWK'), ...reward }
  updateAccount(record, { rewardInstruments: [...saved, added] })
  return HttpResponse.json({
    payment_instrument_id: added.id,
    payment_method_id: method,
    amount: added.amount,
  })
}

/** ACCT-024 for a reward of `method`: only the member's own; undefined for any other id. */
export function removeSavedReward(method: 'REWARD_CODE' | 'REWARD_CARD') {
  return (request: Request, id: string) => {
    const principal = requirePrincipal(request)
    const record = principal.consumerNo ? db.consumers.get(principal.consumerNo) : undefined
    const saved = record ? (accountOf(record).rewardInstruments ?? []) : []
    if (!record || !saved.some((r) => r.id === id && r.method === method)) return undefined
    updateAccount(record, { rewardInstruments: saved.filter((r) => r.id !== id) })
    return HttpResponse.json({ success: true })
  }
}
