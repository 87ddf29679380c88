import { describe, expect, it } from 'vitest'
import { s256 } from '#mocks/identity/auth.ts'
import { codeChallengeS256, createCodeVerifier } from './pkce.server.ts'

describe('PKCE', () => {
  it('AUTH-005 a verifier is 43 unreserved characters and fresh each time', () => {
    const a = createCodeVerifier()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(createCodeVerifier()).not.toBe(a)
  })

  it('AUTH-005 the challenge is base64url(SHA-256(verifier)) (RFC 7636 appendix B, A26)', () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('AUTH-005 the emulator derives the same challenge, so the pair verifies', () => {
    const verifier = createCodeVerifier()
    expect(s256(verifier)).toBe(codeChallengeS256(verifier))
  })

  it('AUTH-005 refuses a verifier outside 43..128 characters', () => {
    expect(() => codeChallengeS256('short')).toThrow()
    expect(() => codeChallengeS256('a'.repeat(129))).toThrow()
  })
})
