import { createHash, randomBytes } from 'node:crypto'

/**
 * PKCE for the sign-in exchange (AUTH-005, A26): a fresh code verifier per attempt, kept in the
 * session, and its S256 challenge sent to POST /consumers-v3/auth/signin.
 */

/** RFC 7636 bounds for a code verifier. */
export const VERIFIER_MIN_LENGTH = 43
export const VERIFIER_MAX_LENGTH = 128

/** A new code verifier: 32 random bytes as base64url, 43 characters of the unreserved set. */
export function createCodeVerifier(): string {
  return randomBytes(32).toString('base64url')
}

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)), without padding. */
export function codeChallengeS256(verifier: string): string {
  if (verifier.length < VERIFIER_MIN_LENGTH || verifier.length > VERIFIER_MAX_LENGTH) {
    throw new Error(`A code verifier has ${VERIFIER_MIN_LENGTH}-${VERIFIER_MAX_LENGTH} characters`)
  }
  return createHash('sha256').update(verifier).digest('base64url')
}
