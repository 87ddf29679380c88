import { z } from 'zod'

/** The authenticate step's post: the issuer's result for the order waiting for it (CHK-034). */
export const FinishAuthenticationSchema = z.object({
  intent: z.literal('finish-authentication'),
  threeDSResult: z.string().trim().min(1).max(512).optional(),
  redirectResult: z.string().trim().min(1).max(512).optional(),
})
