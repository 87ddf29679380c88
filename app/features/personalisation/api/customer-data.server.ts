import {
  EVENTS_API_TIMEOUT_MS,
  pixelRequestUrl,
  type CustomerDataEvent,
  type CustomerDataIntegration,
  type SendOutcome,
} from '#app/domain/tracking/customer-data.ts'
import { getEnv } from '#app/platform/env/env.server.ts'
import {
  configuredTransport,
  type UpstreamTransport,
} from '../../../platform/api/upstream-transport.server.ts'

/**
 * The customer-data platform's pixel (001 §7 "Customer-data events", PERS-075): one event per GET
 * {pixelUrl}/v2/zaius.gif. A third-party host: it gets none of the commerce API's headers, tokens or
 * keys, only the public key that the datafile names (as `tracker_id`). Segments are fetched by the SDK.
 */
export async function sendPixelEvent(
  integration: CustomerDataIntegration,
  event: CustomerDataEvent,
  {
    transport,
    timeoutMs = EVENTS_API_TIMEOUT_MS,
  }: { transport?: UpstreamTransport; timeoutMs?: number } = {},
): Promise<SendOutcome> {
  // The services' transport (decision 062): a page view's pixel went through fetch's Request and
  // Response objects, about 0.5 % of a page's CPU time.
  const send = transport ?? configuredTransport(getEnv())
  // CONST-052: a timer of our own rather than AbortSignal.timeout, so that the deadline can be tested.
  const controller = new AbortController()
  const deadline = setTimeout(
    () => controller.abort(new DOMException('pixel event timed out', 'TimeoutError')),
    timeoutMs,
  )
  deadline.unref()
  try {
    const response = await send(pixelRequestUrl(integration, event), {
      method: 'GET',
      headers: new Headers({ Accept: 'image/gif' }),
      signal: controller.signal,
    })
    // The pixel's few bytes mean nothing, but reading them frees the connection for the next event.
    await response.arrayBuffer().catch(() => undefined)
    return { status: response.status }
  } catch {
    return { networkError: true }
  } finally {
    clearTimeout(deadline)
  }
}
