import { createHash } from 'node:crypto'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { sendDeviceFingerprint, basketIdOf } from '#app/features/cart/index.server.ts'

/**
 * A fingerprint of the shopper's device from what every request tells the server (no script in the
 * page): the browser, its languages and the session, hashed.
 */
export function deviceFingerprint(request: Request, sessionId: string | undefined): string {
  const parts = [
    request.headers.get('user-agent') ?? '',
    request.headers.get('accept-language') ?? '',
    sessionId ?? '',
  ]
  return createHash('sha256').update(parts.join('|')).digest('hex')
}

/**
 * CHK-029: the device fingerprint goes upstream before the payment starts. The fraud check is
 * advisory: a failed call is logged and the payment goes on.
 */
export async function sendFingerprint(shopper: Shopper, request: Request) {
  const basketId = basketIdOf(shopper.session)
  if (!basketId) return
  try {
    await sendDeviceFingerprint(shopper.api, {
      basketId,
      fingerprint: deviceFingerprint(request, shopper.session.get('sid')),
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ errorId: error.errorId }, 'device fingerprint not sent')
  }
}
