import { z } from 'zod'
import { EMPLOYEE_TERMS_INTENTS } from '#app/features/identity/intents.ts'

/** AUTH-009: the employee accepts the employee discount terms, then goes on to `redirectTo`. */
export const EmployeeTermsFormSchema = z.object({
  intent: z.literal(EMPLOYEE_TERMS_INTENTS.acceptEmployeeTerms),
  redirectTo: z.string().optional(),
})
