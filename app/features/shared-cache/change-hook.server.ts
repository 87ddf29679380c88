import { z } from 'zod'
import { getEnv } from '#app/platform/env/env.server.ts'
import { logger } from '#app/platform/log/logger.server.ts'
import { keysForEvent } from '#app/platform/cache/surrogate-keys.ts'
import { sharedState, warnStoreFailure } from '#app/platform/state/shared-state.server.ts'
import {
  SIGNATURE_TOLERANCE_SECONDS,
  verifySignature,
} from '#app/platform/security/webhook-signature.server.ts'
import { listenForPurges, purgeEverywhere } from './purge.server.ts'

/**
 * `POST /hooks/changes` (decision 069): an upstream says a product's price or stock changed or a
 * content document was published; the storefront purges the pages built from it. A server-to-server
 * call, authenticated by its signature only: 401 without a valid one, 409 for a replay (an event id
 * seen before, or a signature time more than 300 s from now), 400 for a body that is not an event,
 * 202 with the purged keys.
 */

const Id = z.string().min(1).max(200)

const envelope = {
  id: z.string().regex(/^evt_[A-Za-z0-9_.:-]{1,100}$/),
  occurredAt: z.iso.datetime({ offset: true }),
}

export const ChangeEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...envelope,
    type: z.enum(['product.price.changed', 'product.stock.changed']),
    data: z.object({ productId: Id, variantIds: z.array(Id).max(500) }),
  }),
  z.object({ ...envelope, type: z.literal('content.published'), data: z.object({ documentId: Id }) }),
])

/** An event id is remembered for longer than a signature stays acceptable. */
const REMEMBERED_MS = 2 * SIGNATURE_TOLERANCE_SECONDS * 1000

export interface HookAnswer {
  status: 202 | 400 | 401 | 409
  body: { purged: string[] } | { error: string }
}

export async function handleChangeHook({
  body,
  signature,
  nowSeconds = Math.floor(Date.now() / 1000),
}: {
  /** The body exactly as received: the signature covers these bytes. */
  body: string
  signature: string | null | undefined
  nowSeconds?: number
}): Promise<HookAnswer> {
  listenForPurges()
  const verdict = verifySignature(signature, body, getEnv().WEBHOOK_SECRET, nowSeconds)
  if (verdict === 'missing' || verdict === 'forged') {
    logger.warn({ verdict }, 'change webhook refused: signature')
    return { status: 401, body: { error: `signature ${verdict}` } }
  }
  if (verdict === 'stale') return { status: 409, body: { error: 'signature outside the 300 s window' } }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { status: 400, body: { error: 'body is not JSON' } }
  }
  const parsed = ChangeEventSchema.safeParse(json)
  if (!parsed.success) return { status: 400, body: { error: 'body is not a change event' } }
  const event = parsed.data
  if (!(await firstTime(event.id))) return { status: 409, body: { error: 'event already received' } }
  const keys = keysForEvent(event)
  logger.info({ eventId: event.id, type: event.type, keys }, 'change received')
  await purgeEverywhere(keys)
  return { status: 202, body: { purged: keys } }
}

/**
 * True the first time any instance sees this event id. When the shared state is out of reach the
 * event is taken (fail open): a purge done twice costs a render, a purge missed leaves a stale page.
 */
async function firstTime(eventId: string): Promise<boolean> {
  try {
    return await sharedState().setIfAbsent(`hook:${eventId}`, true, REMEMBERED_MS)
  } catch (error) {
    warnStoreFailure('hook:replay', error)
    return true
  }
}
