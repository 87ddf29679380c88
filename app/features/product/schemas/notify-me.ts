import { z } from 'zod'
import { PRODUCT_INTENTS } from '#app/features/product/intents.ts'
import { emailField } from '../../../validation/validators.ts'

/** The PDP's "notify me" form: which out-of-stock size, and where to send the message (VAL-002). */
export const NotifyMeSchema = z.object({
  intent: z.literal(PRODUCT_INTENTS.notifyMe),
  upc: z.string({ error: 'Please select a size' }).min(1, 'Please select a size'),
  email: emailField({ max: 80 }),
})
