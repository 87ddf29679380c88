import { parse, serialize } from 'cookie'
import { getEnv } from '#app/platform/env/env.server.ts'
import {
  CONSENT_MAX_AGE_SECONDS,
  consentFor,
  consentPreview,
  type Consent,
} from '#app/domain/tracking/consent.ts'
import type { PreviewOptions } from '#app/domain/page/request-rules.ts'
import { cookieOptions } from '#app/sessions.server.ts'

/** The visitor's consent on this request (PLAT-041..043): the locale's region, their cookie, preview. */
export function readConsent(request: Request, locale: string, preview: PreviewOptions): Consent {
  const value = parse(request.headers.get('Cookie') ?? '')[getEnv().CONSENT_COOKIE]
  return consentFor(locale, value, consentPreview(new URL(request.url), preview))
}

/** A Set-Cookie value keeping the visitor's consent choice (`serializeConsent`) for a year. */
export function consentCookie(value: string): string {
  return serialize(getEnv().CONSENT_COOKIE, value, cookieOptions(CONSENT_MAX_AGE_SECONDS))
}
