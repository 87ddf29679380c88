import { z } from 'zod'
import { UGC_INTENTS } from '#app/features/ugc/intents.ts'
import { SOCIAL_REPORT_REASONS } from '#app/domain/content/social-media.ts'

/** A shopper's report of a photo in a social gallery's static grid (CAT-054): which photo, and why. */
export const UgcReportSchema = z.object({
  intent: z.literal(UGC_INTENTS.reportMedia),
  mediaId: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/),
  reason: z.enum(SOCIAL_REPORT_REASONS, { message: 'Choose a reason for your report.' }),
  redirectTo: z.string().max(2000).optional(),
})
export type UgcReport = z.infer<typeof UgcReportSchema>
