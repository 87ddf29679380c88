import { z } from 'zod'
import type { Shopper } from '#app/context.server.ts'
import { MAX_PENDING_EVENTS } from '#app/domain/tracking/beacon-queue.ts'
import { beaconHandlers, type BeaconHandler } from './beacon.server.ts'

/**
 * POST /{locale}/api/beacon (PERS-068): the browser's batched events, `{"events": [{"type": …}, …]}`,
 * each handed to the handler of its type; unknown types are ignored. Same-origin posts only, at most
 * 16 kB and 100 events. Answers 204 once read, 400 for a body that is not such a batch, 403 for a
 * cross-site post, 413 past the size, and never a 5xx: a failing handler is logged, not reported.
 */

/** The largest body read; a batch of 100 small events fits. */
export const MAX_BEACON_BYTES = 16 * 1024

const BeaconBodySchema = z.object({
  events: z.array(z.looseObject({ type: z.string().min(1).max(64) })).max(MAX_PENDING_EVENTS),
})

/** True unless the browser says the post comes from another site (Sec-Fetch-Site, else Origin). */
export function isSameOriginPost(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = request.headers.get('Origin')
  return !origin || origin === new URL(request.url).origin
}

/** The body as text, or null when it is larger than `limit` bytes (reading stops there). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

function status(code: number): Response {
  return new Response(null, { status: code, headers: { 'Cache-Control': 'no-store' } })
}

/** Reads a beacon post and dispatches its events (see above). */
export async function receiveBeacon(
  shopper: Shopper,
  request: Request,
  handlers: readonly BeaconHandler[] = beaconHandlers,
): Promise<Response> {
  if (!isSameOriginPost(request)) return status(403)
  let text: string | null
  try {
    text = await readLimited(request, MAX_BEACON_BYTES)
  } catch {
    return status(400)
  }
  if (text === null) return status(413)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return status(400)
  }
  const batch = BeaconBodySchema.safeParse(json)
  if (!batch.success) return status(400)
  for (const event of batch.data.events) {
    const handler = handlers.find((candidate) => candidate.type === event.type)
    if (!handler) continue
    const parsed = handler.schema.safeParse(event)
    if (!parsed.success) {
      shopper.logger.info({ type: event.type }, 'beacon event does not match its schema; ignored')
      continue
    }
    try {
      await handler.handle(shopper, parsed.data)
    } catch (error) {
      shopper.logger.warn({ err: error, type: event.type }, 'beacon event handler failed')
    }
  }
  return status(204)
}
