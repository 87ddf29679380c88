import { localePath } from '../paths/paths.ts'
import { ownOriginPath } from '../paths/redirect-target.ts'
import { negotiateLocale, resolveLocale } from './site.ts'

/**
 * Where a request without a valid locale in its path goes (PLAT-054), in one redirect whatever the
 * cookie, the Accept-Language header or the path hold, or null when the path is fine as it is. A path
 * that names a locale we serve keeps it (the path wins over the cookie); `/EN-US/…` is lower-cased;
 * an unknown `ll-cc` is replaced; repeated slashes, and encoded slashes, letters and digits in the
 * locale's segment (`/%65n-us/cart` is `/en-us/cart`) are undone, so the target is always one of our own paths (never `//host`) that needs no second redirect.
 */
/** An encoded letter, digit or hyphen (`%65` → `e`) as itself; any other encoded byte as it was. */
function localeLetter(encoded: string): string {
  const char = String.fromCharCode(Number.parseInt(encoded.slice(1), 16))
  return /^[a-z0-9-]$/i.test(char) ? char : encoded
}

export function localeRedirect(
  pathname: string,
  search: string,
  preferred: string | null | undefined,
  acceptLanguage: string | null | undefined,
): string | null {
  const normalised = pathname
    .replace(/^\/[^/]*/, (segment) => segment.replace(/%2f/gi, '/').replace(/%[0-9a-f]{2}/gi, localeLetter))
    .replace(/\/{2,}/g, '/')
  const [, first = ''] = normalised.split('/')
  const locale = resolveLocale(first)
  if (locale && first === locale.locale && normalised === pathname) return null
  const target = locale?.locale ?? negotiateLocale(preferred, acceptLanguage)
  const looksLikeLocale = /^[a-z]{2}-[a-z0-9]{2,3}$/i.test(first)
  const rest = looksLikeLocale ? normalised.slice(first.length + 1) : normalised
  // The same rule as every other redirect built from input, should the rebuilding above miss a trick.
  return ownOriginPath(`${localePath(target, rest || '/')}${search}`) ?? localePath(target, '/')
}
