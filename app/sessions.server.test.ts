import { beforeAll, describe, expect, it } from 'vitest'
import { resetEnvCache } from './env.server.ts'
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
    session.set('basketId', 'bsk-1')
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
    session.set('basketId', 'bsk-1')
    const header = commitSession(session)
    const tampered = header.replace(/=v1\.(.)/, (_m, c: string) => `=v1.${c === 'A' ? 'B' : 'A'}`)
    expect(getSession(requestWith(tampered)).get('basketId')).toBeUndefined()
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
