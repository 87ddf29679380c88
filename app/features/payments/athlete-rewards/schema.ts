import { z } from 'zod'
import { REWARD_METHODS } from '#app/domain/payments/athlete-rewards.ts'
import { ATHLETE_REWARDS_INTENTS } from './intents.ts'

/** A saved reward code or card (ACCT-021) applied to the cart, by its method and id. */
export const ApplyRewardSchema = z.object({
  method: z.enum(REWARD_METHODS),
  rewardInstrumentId: z.string().min(1),
})

/** The athlete payment, the points or a reward taken off the cart. */
export const RemoveTenderSchema = z.object({ instrumentId: z.string().min(1) })

/** The billing step's loyalty voucher post (CHK-023). */
export const ApplyVoucherSchema = z.object({
  intent: z.literal(ATHLETE_REWARDS_INTENTS.applyVoucher),
  voucherId: z.string().min(1),
})
