import { createHmac, timingSafeEqual } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { getEnv } from './platform/env/env.server.ts'
import { cookieOptions } from './sessions.server.ts'
import { previewFrom } from './domain/page/request-rules.ts'

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

/**
 * The preview this browser is in: the query that chose it (`previewChoiceOf`), kept for the browser's
 * session so that every page the editor opens next is previewed the same way, at the same date, until
 * they leave preview (the ribbon's post) or a query turns it off. What it may show is still decided per
 * request (`previewFrom`): in the production deployment only with the editor's access cookie.
 */
export const PREVIEW_CHOICE_COOKIE = '__preview_choice'
/** A remembered choice longer than this is not one the app wrote: it is ignored. */
const MAX_CHOICE_LENGTH = 400

/** The preview choice this browser remembers, if any. */
export function rememberedPreview(request: Request): string | null {
  const raw = parse(request.headers.get('Cookie') ?? '')[PREVIEW_CHOICE_COOKIE]
  return raw && raw.length <= MAX_CHOICE_LENGTH ? raw : null
}

/**
 * The preview a request is in (PLAT-035..039), and the choice its browser remembers: in the production
 * deployment only an editor with the preview cookie previews, and a page whose query names no preview
 * stays in the preview this browser is in.
 */
export function requestPreview(request: Request, url: URL) {
  const env = getEnv()
  const remembered = rememberedPreview(request)
  const preview = previewFrom(
    url,
    {
      production: env.productionDeployment,
      editor: env.productionDeployment && hasPreviewAccess(request),
      environments: env.contentEnvironments,
    },
    remembered,
  )
  return { preview, remembered }
}

/** A Set-Cookie value that keeps `choice` for this browser session; null forgets it. */
export function previewChoiceCookie(choice: string | null): string {
  if (choice === null || choice.length > MAX_CHOICE_LENGTH) {
    return serialize(PREVIEW_CHOICE_COOKIE, '', { ...cookieOptions(0), expires: new Date(0) })
  }
  return serialize(PREVIEW_CHOICE_COOKIE, choice, cookieOptions())
}
