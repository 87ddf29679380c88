import { z } from 'zod'
import type { InStoreContext } from '#app/domain/stores/in-store.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

/** In-store selling calls (000 §7 Authentication, 001 §7 Utilities). */

const EmployeeListSchema = z.looseObject({
  storeId: z.string(),
  storeName: z.string().optional(),
  employees: z
    .array(z.looseObject({ employeeId: z.string(), firstName: z.string(), lastName: z.string() }))
    .default([]),
})
export type EmployeeList = z.infer<typeof EmployeeListSchema>

/** GET /consumers-v3/utilities/stores/{storeId}/employees — a store's associates (INSTORE-010). */
export function listEmployees(api: ApiClient, storeId: string): Promise<EmployeeList> {
  return api.request({
    path: `/consumers-v3/utilities/stores/${encodeURIComponent(storeId)}/employees`,
    schema: EmployeeListSchema,
  })
}

const AgentLoginSchema = z.looseObject({
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
})

/**
 * POST /consumers-v3/consumer/agent/login — the associates' own sign-in (AUTH-034 / INSTORE-008), not
 * the shoppers' PKCE sign-in. Answers the buy-in-store context (INSTORE-002).
 */
export function agentLogin(
  api: ApiClient,
  body: { storeId: string; employeeId: string; password: string },
): Promise<InStoreContext> {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/agent/login',
    body,
    schema: AgentLoginSchema,
  })
}
