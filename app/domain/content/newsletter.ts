import { pathWithinLocale } from '../paths/paths.ts'
import type { SubmissionResult } from '@conform-to/react'

/**
 * The newsletter sign-up (001 §3 Newsletter form, §4, §6, §7; FORM-001..FORM-009): what its forms
 * render for a shopper, the subscribe call's body, and where a subscription comes from (its campaign).
 * No zod and no runtime imports: the forms (browser) read this module.
 */

/**
 * The newsletter form's post (FORM-001..FORM-009), one name for the action that dispatches it, the
 * schema that checks it and the forms that send it (the page, the block, the pop-up, the footer).
 */
export const NEWSLETTER_INTENTS = { subscribe: 'subscribe-newsletter' } as const

/** A17: the subscribe call's path when the configuration names none (`NEWSLETTER_SUBSCRIBE_PATH`). */
export const DEFAULT_NEWSLETTER_SUBSCRIBE_PATH = '/consumers-v3/consumer/newsletter'

/** FORM-002: how a guest's subscription is acquired. */
export const GUEST_ACQUISITION_TYPE = 'Signup'

/** The longest campaign name a form may carry (a page path or an editor's campaign). */
export const CAMPAIGN_NAME_MAX = 200

/** The shopper as the newsletter forms see them (FORM-006, FORM-007). */
export interface NewsletterShopper {
  signedIn: boolean
  /** A signed-in shopper's email: prefilled and read-only. */
  email?: string
  /** A40: signed in with a Newsletter/email subscription opted in. */
  subscribed: boolean
}

/** The honeypot's field names and sealed time (remix-utils' `HoneypotInputProps`). */
export interface NewsletterHoneypot {
  nameFieldName: string
  validFromFieldName: string | null
  encryptedValidFrom: string
}

/** What the server gives every newsletter form: the shopper and the honeypot of this request. */
export interface NewsletterFormState {
  shopper: NewsletterShopper
  honeypot: NewsletterHoneypot
}

/** FORM-006: a signed-in, already subscribed shopper sees the success heading without the form. */
export function showsSubscribed(shopper: NewsletterShopper): boolean {
  return shopper.signedIn && shopper.subscribed
}

/** The subscribe call's body (001 §3 Payload; FORM-002). */
export interface SubscribeBody {
  optIn: true
  campaignName: string
  email?: string
  acquisitionType?: typeof GUEST_ACQUISITION_TYPE
}

/**
 * FORM-002: optIn and the campaign always; a guest adds the email and acquisitionType "Signup". A
 * signed-in shopper's call carries their token instead: no email, no acquisition type.
 */
export function subscribeBody({
  signedIn,
  email,
  campaignName,
}: {
  signedIn: boolean
  email: string
  campaignName: string
}): SubscribeBody {
  return signedIn
    ? { optIn: true, campaignName }
    : { optIn: true, campaignName, email, acquisitionType: GUEST_ACQUISITION_TYPE }
}

/**
 * A page path of this site under `locale` (`/en-us`, `/en-us/basecamp`), without its query or
 * fragment, or null for anything else (another origin, `//host`, a backslash trick, another locale).
 */
export function ownPagePath(value: string | null | undefined, locale: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > CAMPAIGN_NAME_MAX) return null
  if (/[\\\s]/.test(value) || value.startsWith('//')) return null
  const path = value.split(/[?#]/, 1)[0] ?? ''
  if (pathWithinLocale(path, locale) === null) return null
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return null
  return /^[\w\-./~%]+$/.test(path) ? path : null
}

/**
 * FORM-002: the campaign a subscription is filed under: the block's own campaign when the editor set
 * one, else the path of the page the shopper subscribed from, else the newsletter page itself.
 */
export function campaignNameFor({
  campaign,
  returnTo,
  locale,
  fallback,
}: {
  campaign?: string | null
  returnTo?: string | null
  locale: string
  fallback: string
}): string {
  const own = campaign?.trim()
  if (own) return own.slice(0, CAMPAIGN_NAME_MAX)
  return ownPagePath(returnTo, locale) ?? fallback
}

/**
 * The subscribe action's answer as a form reads it (a fetcher's data, or the newsletter page's action
 * data without JavaScript): Conform's reply, whether the shopper is now subscribed, and the campaign.
 */
export interface NewsletterAnswer {
  result: SubmissionResult<string[]>
  subscribed: boolean
  campaignName?: string
}
