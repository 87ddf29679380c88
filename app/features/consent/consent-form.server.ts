import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { allowedCategories, needsConsentChoice, serializeConsent } from '#app/domain/tracking/consent.ts'
import { contentPath, homePath } from '#app/domain/paths/paths.ts'
import { consentPath } from '#app/domain/paths/self-service-paths.ts'
import { consentCookie } from './cookie.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { ConsentSchema, choiceOf } from '#app/features/consent/schemas/consent.ts'
import { CONSENT_INTENTS } from './intents.ts'
import type { ConsentBannerView } from './views.ts'

/**
 * The cookie settings page and every consent post (PLAT-042, decision 037). A choice is a cookie of
 * the visitor's own: nothing is sent upstream, so a repeated post only writes the same cookie again.
 */

/**
 * Where the visitor came from: `redirectTo` from the query (the banner's link), else the page that
 * linked here on this site (the footer's link; the Referer of a same-origin navigation), else home.
 */
function backFrom(request: Request, locale: string): string {
  const url = new URL(request.url)
  const home = homePath(locale)
  const fromQuery = url.searchParams.get('redirectTo')
  if (fromQuery) return safeRedirect(fromQuery, home)
  const referer = URL.parse(request.headers.get('Referer') ?? '')
  if (!referer || referer.host !== url.host || referer.pathname === consentPath(locale)) return home
  return safeRedirect(`${referer.pathname}${referer.search}`, home)
}

/** The banner for a visitor to ask (an EMEA visitor without a choice, not previewing), else null. */
export function consentBannerView(shopper: Shopper, t: TFunction): ConsentBannerView | null {
  if (!needsConsentChoice(shopper.consent)) return null
  const { locale } = shopper.locale
  const text = (key: string) => t(`banner.${key}`, { ns: 'consent' })
  return {
    action: consentPath(locale),
    privacyHref: contentPath(locale, 'privacy'),
    accept: { label: text('acceptAll'), intent: CONSENT_INTENTS.acceptAll },
    reject: { label: text('rejectAll'), intent: CONSENT_INTENTS.rejectAll },
    text: { title: text('title'), body: text('text'), privacy: text('privacy'), choose: text('choose') },
  }
}

/** The settings page: the current choice, whether there is one to make here, and the way back. */
export function consentPageView(request: Request, shopper: Shopper) {
  const { consent } = shopper
  return {
    locale: shopper.locale.locale,
    /** PLAT-041: outside EMEA every category is allowed; there is nothing to choose. */
    choosable: consent.region === 'EMEA',
    preview: consent.preview,
    choice: consent.choice,
    allowed: allowedCategories(consent),
    redirectTo: backFrom(request, shopper.locale.locale),
  }
}

/**
 * Records the visitor's choice in the consent cookie. A plain post goes back to `redirectTo` (same
 * origin only) with a toast; the banner's fetcher (the enhanced marker, decision 017) gets data and
 * closes in place. Bad input re-renders the page with the message at its field, never a 5xx.
 */
export async function consentAction(request: Request, shopper: Shopper, t: TFunction) {
  const form = await request.formData()
  const submission = parseWithZod(form, { schema: ConsentSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, 400)
  const headers = { 'Set-Cookie': consentCookie(serializeConsent(choiceOf(submission.value))) }
  if (isEnhancedPost(form)) return data({ result: submission.reply(), saved: true }, { headers })
  const back = safeRedirect(submission.value.redirectTo, homePath(shopper.locale.locale))
  return redirectWithToast(back, { type: 'success', title: t('page.saved', { ns: 'consent' }) }, { headers })
}
