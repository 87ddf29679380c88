/**
 * The customer-data platform's seed (PERS-073): its public key, and the audiences some visitors
 * qualify for. Signed-in shoppers are known by their consumer number (`fs_user_id`), visitors by
 * their visitor id (`vuid`). An unknown consumer number is an invalid identifier; an unknown visitor
 * id is a new visitor, qualified for nothing.
 */

export const CDP_PUBLIC_KEY = 'emulator-cdp-key'

/** The platform's API and pixel live under this prefix of the emulator's origin. */
export const CDP_PREFIX = '/cdp'

/** Every audience the platform defines. */
export const CDP_AUDIENCES = ['has_purchased', 'likes_running', 'likes_hiking'] as const

/** A visitor id the seed knows (`vuid_` and at most 32 characters, CONST-062). */
export const SEEDED_VUID = 'vuid_0123456789abcdef0123456789a'

export const QUALIFIED_AUDIENCES: Record<'fs_user_id' | 'vuid', Record<string, readonly string[]>> = {
  fs_user_id: {
    // shopper@example.com
    C000000001: ['has_purchased', 'likes_running'],
    // loyalty@example.com
    C000000002: ['has_purchased'],
    // employee@example.com
    C000000003: [],
  },
  vuid: {
    [SEEDED_VUID]: ['likes_running'],
  },
}
