import { z } from 'zod'
import { AUTHENTICATE_INTENTS } from '#app/features/checkout/intents.ts'

/** The authenticate step's post: the issuer's result for the order waiting for it (CHK-034). */
export const FinishAuthenticationSchema = z.object({
  intent: z.literal(AUTHENTICATE_INTENTS.finishAuthentication),
  threeDSResult: z.string().trim().min(1).max(512).optional(),
  redirectResult: z.string().trim().min(1).max(512).optional(),
})
