import type { PreviewOptions } from '../page/request-rules.ts'
import { regionFromLocale, type Region } from '../market/site.ts'

/**
 * Consent (001 §6, PLAT-040..043, decision 037): the four categories, the cookie that records a
 * visitor's choice, and what each category allows for a locale. Pure rules; the server reads the
 * cookie (sessions.server.ts) and the consent feature answers for a shopper.
 */

/** PLAT-040: the consent categories, in the order a visitor sees them. */
export const CONSENT_CATEGORIES = ['required', 'performance', 'functional', 'targeting'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** The categories a visitor chooses; `required` is always on (A19). */
export const OPTIONAL_CATEGORIES = ['performance', 'functional', 'targeting'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

/** A visitor's choice: each optional category granted or refused. */
export type ConsentChoice = Readonly<Record<OptionalCategory, boolean>>

/**
 * The version of the categories the cookie's choice was made against. A change of categories bumps
 * it: a cookie of another version counts as no choice, so the visitor is asked again.
 */
export const CONSENT_VERSION = 1

/** How long a choice is kept: a year, then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

export const ALL_GRANTED: ConsentChoice = { performance: true, functional: true, targeting: true }
export const NONE_GRANTED: ConsentChoice = { performance: false, functional: false, targeting: false }

/** The cookie value of a choice: `v1` then the granted categories, dot-separated (`v1.performance.targeting`). */
export function serializeConsent(choice: ConsentChoice): string {
  return [`v${CONSENT_VERSION}`, ...OPTIONAL_CATEGORIES.filter((category) => choice[category])].join('.')
}

/** The choice a cookie value records, or null when there is none: missing, malformed or of another version. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null
  const [version, ...granted] = value.split('.')
  if (version !== `v${CONSENT_VERSION}`) return null
  if (!granted.every((part) => (OPTIONAL_CATEGORIES as readonly string[]).includes(part))) return null
  return {
    performance: granted.includes('performance'),
    functional: granted.includes('functional'),
    targeting: granted.includes('targeting'),
  }
}

/** What one request knows about consent. */
export interface Consent {
  /** The locale's region (PLAT-044): the rules differ in EMEA. */
  region: Region | 'OTHER'
  /** The visitor's recorded choice, or null when they have not chosen under this version. */
  choice: ConsentChoice | null
  /** PLAT-043: preview mode by `preview=true`, in which every category counts as allowed. */
  preview: boolean
}

/**
 * PLAT-043 with A8: only `preview=true` in the query puts consent aside, and only when the request may
 * preview at all (in the production deployment, an editor with the preview cookie: `previewFrom`).
 */
export function consentPreview(url: URL, preview: Pick<PreviewOptions, 'active'>): boolean {
  return preview.active && url.searchParams.get('preview') === 'true'
}

/** The consent of a request: its locale, the consent cookie's value and whether preview puts consent aside. */
export function consentFor(locale: string, cookie: string | null | undefined, preview = false): Consent {
  return { region: regionFromLocale(locale), choice: parseConsent(cookie), preview }
}

/**
 * Whether a category is allowed: `required` always; outside EMEA every category (PLAT-041); in EMEA
 * only what the cookie grants (PLAT-042), or everything in preview (PLAT-043).
 */
export function allows(consent: Consent, category: ConsentCategory): boolean {
  if (category === 'required' || consent.region !== 'EMEA' || consent.preview) return true
  return consent.choice?.[category] ?? false
}

/** The allowed categories, in order. */
export function allowedCategories(consent: Consent): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => allows(consent, category))
}

/** True when the visitor must be asked: in EMEA, no choice recorded, not in preview. */
export function needsConsentChoice(consent: Consent): boolean {
  return consent.region === 'EMEA' && !consent.preview && consent.choice === null
}
