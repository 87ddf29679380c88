import { createHmac, randomUUID } from 'node:crypto'

/**
 * Change events: after a control endpoint changes a price, a stock level or publishes content, the
 * emulator tells the storefront, as commerce and content platforms call their webhooks. The call goes
 * to `WEBHOOK_URL` (none set: no call), signed with `WEBHOOK_SECRET` the way Stripe signs: header
 * `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, so the receiver
 * can refuse a forged call and a replayed one.
 */

export const DEFAULT_WEBHOOK_SECRET = 'dev-webhook-secret'
export const SIGNATURE_HEADER = 'X-Webhook-Signature'
/** A storefront that does not answer in this time is logged and the change stands. */
const DELIVERY_TIMEOUT_MS = 3000

export type ChangeEventData =
  | {
      type: 'product.price.changed' | 'product.stock.changed'
      data: { productId: string; variantIds: string[] }
    }
  | { type: 'content.published'; data: { documentId: string } }

export type ChangeEvent = ChangeEventData & { id: string; occurredAt: string }

/** What became of the call: its answer's status, or why there was none. */
export interface Delivery {
  id: string
  delivered: boolean
  status?: number
  error?: string
}

/** The signature header's value for `body` sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${digest}`
}

export interface SendOptions {
  url?: string
  secret?: string
  timeoutMs?: number
  log?: (line: string) => void
}

/**
 * Sends one event (a new id each time) and waits for the answer, at most `timeoutMs`. A failure is
 * logged, never thrown: the change is made whether or not anybody listens.
 */
export async function sendChangeEvent(
  event: ChangeEventData,
  {
    url = process.env.WEBHOOK_URL,
    secret = process.env.WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
    timeoutMs = DELIVERY_TIMEOUT_MS,
    log = (line) => console.warn(line),
  }: SendOptions = {},
): Promise<Delivery> {
  const full: ChangeEvent = { id: `evt_${randomUUID()}`, occurredAt: new Date().toISOString(), ...event }
  if (!url) return { id: full.id, delivered: false, error: 'no WEBHOOK_URL' }
  const body = JSON.stringify(full)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    // The answer's body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined)
    if (!response.ok) log(`Webhook ${full.type} ${full.id} to ${url}: answered ${response.status}`)
    return { id: full.id, delivered: response.ok, status: response.status }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    log(`Webhook ${full.type} ${full.id} to ${url} failed: ${reason}`)
    return { id: full.id, delivered: false, error: reason }
  }
}
