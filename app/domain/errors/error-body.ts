import { z } from 'zod'

/** Error body of the spec (000 §3 Error response). */
export const ErrorBodySchema = z.looseObject({
  errorDetails: z.array(z.looseObject({ errorId: z.string(), message: z.string().optional() })).min(1),
  appId: z.string().optional(),
  correlationId: z.string().optional(),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
