/** Rules the root middleware reads off each request and each upstream refusal. */

/** The preview options of a request's URL (000 §7): `preview`, `previewDateTime`, and the cache bypass. */
export function previewFrom(url: URL) {
  const preview = url.searchParams.get('preview')
  const dateTime = url.searchParams.get('previewDateTime')
  return {
    active: preview === 'true' || (preview !== 'false' && Boolean(dateTime)),
    dateRFC1123: url.searchParams.get('previewDateRFC1123') ?? undefined,
    bypassAllCache: url.searchParams.get('bypassAllCache') === 'true',
  }
}

/** The codes of a 401 that refuses the token itself: unknown (revoked) or expired; none given. */
const TOKEN_REFUSED = new Set(['', 'AUT404', 'AUT432'])

/**
 * AUTH-001: a 401 that means the guest token itself was refused, so a new one is worth asking for. The
 * sign-in and sign-up calls answer wrong credentials with a 401 too: those are answers, not refusals.
 */
export function refusesGuestToken(errorId: string | undefined, path: string): boolean {
  return !path.startsWith('/consumers-v3/auth/') && TOKEN_REFUSED.has(errorId ?? '')
}
