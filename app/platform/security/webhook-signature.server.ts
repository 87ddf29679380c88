import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed webhooks (decision 069), Stripe's scheme: `X-Webhook-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 with the shared secret over `<t>.<raw body>`. Several v1 values may be sent
 * (while a secret is rotated): one that matches is enough.
 */

/** How far from now a signature's time may be, either way (seconds). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')
}

/** The header an upstream sends for `body` at `timestamp`. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signPayload(secret, timestamp, body)}`
}

export type SignatureVerdict = 'valid' | 'missing' | 'forged' | 'stale'

/** Whether `header` signs `body` with `secret` within the tolerance of `nowSeconds`. */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
): SignatureVerdict {
  if (!header) return 'missing'
  let timestamp: number | undefined
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2)
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase())
  }
  if (timestamp === undefined || !signatures.length) return 'missing'
  const expected = Buffer.from(signPayload(secret, timestamp, body), 'hex')
  const matches = signatures.some((each) => timingSafeEqual(Buffer.from(each, 'hex'), expected))
  if (!matches) return 'forged'
  return Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid'
}
