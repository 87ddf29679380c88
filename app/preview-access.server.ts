import { createHmac, timingSafeEqual } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { getEnv } from './env.server.ts'
import { cookieOptions } from './sessions.server.ts'

/**
 * The editors' preview access cookie: an expiry signed with the session secret (HMAC), set once an
 * editor has posted the preview secret (decision 024).
 */

export const PREVIEW_COOKIE = '__preview'
/** How long an unlocked preview lasts: an editor posts the secret again after an hour. */
export const PREVIEW_ACCESS_SECONDS = 60 * 60

function previewSignature(expiresAt: number, secret: string): Buffer {
  return createHmac('sha256', secret).update(`preview-access:${expiresAt}`).digest()
}

/**
 * A Set-Cookie value giving this browser preview access in the production deployment: its expiry,
 * signed with the session secret (HMAC), so it cannot be made or extended by hand.
 */
export function previewAccessCookie(now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + PREVIEW_ACCESS_SECONDS
  const signature = previewSignature(expiresAt, getEnv().sessionSecrets[0]!).toString('base64url')
  return serialize(PREVIEW_COOKIE, `${expiresAt}.${signature}`, cookieOptions(PREVIEW_ACCESS_SECONDS))
}

/** A Set-Cookie value that ends preview access. */
export function clearPreviewAccessCookie(): string {
  return serialize(PREVIEW_COOKIE, '', { ...cookieOptions(0), expires: new Date(0) })
}

/** True when the request carries an unexpired preview access cookie signed with one of the secrets. */
export function hasPreviewAccess(request: Request, now = Date.now()): boolean {
  const raw = parse(request.headers.get('Cookie') ?? '')[PREVIEW_COOKIE]
  const match = raw ? /^(\d{1,12})\.([\w-]{43})$/.exec(raw) : null
  if (!match) return false
  const expiresAt = Number(match[1])
  if (expiresAt * 1000 <= now || expiresAt * 1000 > now + PREVIEW_ACCESS_SECONDS * 1000) return false
  const given = Buffer.from(match[2]!, 'base64url')
  return getEnv().sessionSecrets.some((secret) => {
    const expected = previewSignature(expiresAt, secret)
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
}
