import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import type { DecideResponse, DecisionBody } from '#app/domain/tracking/decision-events.ts'
import { apiError, readJson } from '../errors.ts'

/**
 * The decision engine (001 §7 "Decision engine", PERS-030, PERS-031; decision 039): POST
 * /api/engine/v1/decide/{brand}, on `/decision` of the API base or on a public engine host (the
 * pattern takes both). Every body is captured like any other request (`/__emulator/requests`); faults
 * (latency, status, timeout, a scripted `body` of decisions) come from `/__emulator/faults`.
 *
 * The answer is `{ id, decisions: [{ id, variant }] }`: one decision per experience the engine knows,
 * `Control` (the baseline) unless a fault scripts another.
 */

/** The experiences the emulator's engine decides on: those of the seeded content. */
export const ENGINE_EXPERIENCES = ['exp-gallery-headline'] as const

const DecideBodySchema = z.object({
  id: z.string().min(1),
  customerId: z.string().min(1),
  channel: z.enum(['ECOMM', 'MOBILE_APP']),
  events: z.array(z.looseObject({ type: z.string().min(1) })).min(1),
}) satisfies z.ZodType<Pick<DecisionBody, 'id' | 'customerId' | 'channel'>, unknown>

export const handlers = [
  http.post('*/api/engine/v1/decide/:brand', async ({ request }) => {
    const parsed = DecideBodySchema.safeParse(await readJson(request))
    if (!parsed.success) {
      const keys = parsed.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ')
      return apiError(request, 400, 'DEC400', `Malformed decide request: ${keys}`)
    }
    const answer: DecideResponse = {
      id: parsed.data.id,
      decisions: ENGINE_EXPERIENCES.map((id) => ({ id, variant: 'Control' })),
    }
    return HttpResponse.json(answer)
  }),
]
