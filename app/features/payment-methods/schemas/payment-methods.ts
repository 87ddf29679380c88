import { z } from 'zod'
import { PAYMENT_METHOD_INTENTS } from '#app/features/payment-methods/intents.ts'
import { REWARD_METHODS } from '#app/domain/payments/athlete-rewards.ts'
import { requiredString } from '../../../validation/validators.ts'

/** A member's new reward: a reward code, or a reward card by its number (spaces and dashes dropped). */
export const AddRewardSchema = z.object({
  intent: z.literal(PAYMENT_METHOD_INTENTS.addReward),
  method: z.enum(REWARD_METHODS),
  code: requiredString().transform((value) => value.replace(/[\s-]/g, '')),
})

/** Making a saved card the main one (ACCT-023). */
export const MakeMainCardSchema = z.object({
  intent: z.literal(PAYMENT_METHOD_INTENTS.makeMainCard),
  instrumentId: z.string().min(1),
})

/** The remove confirmation's post (ACCT-024); the card or reward is the page's. */
export const RemoveInstrumentSchema = z.object({ intent: z.literal(PAYMENT_METHOD_INTENTS.removeInstrument) })
