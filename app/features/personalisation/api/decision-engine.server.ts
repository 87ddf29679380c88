import {
  DecideResponseSchema,
  type DecideResponse,
  type DecisionBody,
} from '#app/domain/tracking/decision-events.ts'
import type { ApiClient } from '../../../platform/api/api.server.ts'

/**
 * POST /api/engine/v1/decide/{brand} (PERS-030) on the engine's own base (PERS-031): `/decision` on the
 * API base, or the public engine host. It has its own deadline, far shorter than other calls'.
 */
export function decide(
  api: ApiClient,
  brand: string,
  body: DecisionBody,
  timeoutMs: number,
): Promise<DecideResponse> {
  return api.request({
    service: 'decision',
    method: 'POST',
    path: `/api/engine/v1/decide/${encodeURIComponent(brand)}`,
    body,
    auth: false,
    timeoutMs,
    schema: DecideResponseSchema,
  })
}
