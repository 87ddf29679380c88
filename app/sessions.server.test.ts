import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetEnvCache } from './platform/env/env.server.ts'
import { basketIdOf, setBasketId } from './features/cart/basket-id.server.ts'
import {
  clearPreviewAccessCookie,
  hasPreviewAccess,
  PREVIEW_COOKIE,
  previewAccessCookie,
} from './preview-access.server.ts'
import { commitSession, getSession, readToast, SESSION_COOKIE, toastCookie } from './sessions.server.ts'

beforeAll(() => {
  process.env.SESSION_SECRET = 'new-secret,old-secret'
  process.env.NODE_ENV = 'production'
  resetEnvCache()
})

function requestWith(setCookie: string) {
  return new Request('http://localhost/', { headers: { Cookie: setCookie.split(';')[0]! } })
}

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax and Secure in production', () => {
    const session = getSession(new Request('http://localhost/'))
    setBasketId(session, 'bsk-1', 'us')
    const header = commitSession(session)
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=`))
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/SameSite=Lax/)
    expect(header).toMatch(/Secure/)
  })

  it('is encrypted: the tokens cannot be read from it, and it round-trips', () => {
    const session = getSession(new Request('http://localhost/'))
    session.set('accessToken', 'secret-access-token')
    session.set('refreshToken', 'secret-refresh-token')
    const header = commitSession(session)
    const value = decodeURIComponent(header.split(';')[0]!.split('=')[1]!)
    expect(value).not.toContain('secret-access-token')
    expect(Buffer.from(value.split('.')[1]!, 'base64url').toString('latin1')).not.toContain('secret')
    expect(getSession(requestWith(header)).get('accessToken')).toBe('secret-access-token')
  })

  it('ignores a tampered cookie instead of failing the request', () => {
    const session = getSession(new Request('http://localhost/'))
    setBasketId(session, 'bsk-1', 'us')
    const header = commitSession(session)
    const tampered = header.replace(/=v1\.(.)/, (_m, c: string) => `=v1.${c === 'A' ? 'B' : 'A'}`)
    expect(basketIdOf(getSession(requestWith(tampered)))).toBeUndefined()
  })

  it('stays under 4096 bytes with long registered tokens and the in-store context', () => {
    const session = getSession(new Request('http://localhost/'))
    session.set('accessToken', 'a'.repeat(1000))
    session.set('refreshToken', 'r'.repeat(600))
    session.set('store', {
      storeId: 'store-0101',
      storeName: 'Downtown',
      storeEmployeeId: 'E1001',
      storeEmployeeName: 'Sam Lee',
      connectedAt: Date.now(),
    })
    for (const key of ['basketId', 'favoriteId', 'saveForLaterId', 'consumerNo', 'memberId'] as const)
      session.set(key, 'x'.repeat(36))
    expect(commitSession(session).length).toBeLessThan(4096)
  })

  it('carries a toast to the next request, once', () => {
    const header = toastCookie({ type: 'success', title: 'Added to your cart.' })
    const { toast, clear } = readToast(requestWith(header))
    expect(toast?.title).toBe('Added to your cart.')
    expect(clear).toMatch(/Max-Age=0/)
  })
})

describe('preview access cookie', () => {
  const HOUR = 3_600_000
  const now = Date.UTC(2026, 10, 24, 9, 0)

  it('is signed, httpOnly and lasts an hour: valid until then, not after', () => {
    const header = previewAccessCookie(now)
    expect(header).toMatch(new RegExp(`^${PREVIEW_COOKIE}=\\d+\\.[\\w-]{43};`))
    expect(header).toMatch(/Max-Age=3600/)
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/SameSite=Lax/)
    expect(hasPreviewAccess(requestWith(header), now)).toBe(true)
    expect(hasPreviewAccess(requestWith(header), now + HOUR - 1000)).toBe(true)
    expect(hasPreviewAccess(requestWith(header), now + HOUR)).toBe(false)
    expect(hasPreviewAccess(new Request('http://localhost/'), now)).toBe(false)
  })

  it('cannot be made or extended by hand, and a cookie signed with a retired secret still counts', () => {
    const [, value = ''] = previewAccessCookie(now).split(';')[0]!.split('=')
    const [expiresAt, signature] = value.split('.')
    const later = `${PREVIEW_COOKIE}=${Number(expiresAt) + 3600}.${signature}`
    expect(hasPreviewAccess(requestWith(later), now)).toBe(false)
    const forged = `${PREVIEW_COOKIE}=${expiresAt}.${'A'.repeat(43)}`
    expect(hasPreviewAccess(requestWith(forged), now)).toBe(false)
    const oldSecret = createHmac('sha256', 'old-secret')
      .update(`preview-access:${expiresAt}`)
      .digest('base64url')
    expect(hasPreviewAccess(requestWith(`${PREVIEW_COOKIE}=${expiresAt}.${oldSecret}`), now)).toBe(true)
    const foreign = createHmac('sha256', 'someone-else')
      .update(`preview-access:${expiresAt}`)
      .digest('base64url')
    expect(hasPreviewAccess(requestWith(`${PREVIEW_COOKIE}=${expiresAt}.${foreign}`), now)).toBe(false)
    expect(clearPreviewAccessCookie()).toMatch(/Max-Age=0/)
  })
})
