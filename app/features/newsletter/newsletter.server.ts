import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { subscribedToNewsletter } from '#app/domain/account/consumer-profile.ts'
import type { Block } from '#app/domain/content/content.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import {
  NEWSLETTER_INTENTS,
  campaignNameFor,
  type NewsletterFormState,
  type NewsletterShopper,
  ownPagePath,
  subscribeBody,
} from '#app/domain/content/newsletter.ts'
import { newsletterPath } from '#app/domain/paths/paths.ts'
import { profileOfRequest } from '#app/features/customers/index.server.ts'
import { subscribeToNewsletter } from '#app/features/newsletter/api/newsletter.server.ts'
import { runOnce } from '#app/platform/state/run-once.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { honeypotInputProps, passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { NewsletterSchema } from '#app/features/newsletter/schemas/newsletter.ts'

/**
 * The newsletter sign-up (FORM-001..FORM-009): who the forms are for, and the one action every
 * newsletter form posts to (the newsletter page's): validate, check the honeypot, subscribe once, and
 * answer the success or the service's own message (FORM-004: nothing else happens).
 */

/**
 * FORM-006/007 (A40): a signed-in shopper's email and whether they already subscribed. A profile the
 * service cannot give leaves a signed-in shopper with an empty form: their token still subscribes them.
 */
export async function newsletterShopper(shopper: Shopper): Promise<NewsletterShopper> {
  if (!isSignedIn(shopper)) return { signedIn: false, subscribed: false }
  try {
    const profile = await profileOfRequest(shopper)
    return {
      signedIn: true,
      email: profile.consumerDetails.email,
      subscribed: subscribedToNewsletter(profile),
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'newsletter form without the profile')
    return { signedIn: true, subscribed: false }
  }
}

/** What a newsletter form needs from the server for this request: the shopper and the honeypot. */
export async function newsletterFormState(shopper: Shopper): Promise<NewsletterFormState> {
  return { shopper: await newsletterShopper(shopper), honeypot: honeypotInputProps() }
}

/**
 * Newsletter blocks show the shopper's own form (FORM-006/007), filled in on the server like every
 * block's data (blocks never fetch). The profile is read only when the page has such a block.
 */
export async function resolveNewsletterBlocks<P extends { components: Block[] }>(
  shopper: Shopper,
  page: P,
): Promise<P> {
  if (!page.components.some((block) => block.type === 'newsletterSignUp')) return page
  const form = await newsletterFormState(shopper)
  return {
    ...page,
    components: page.components.map((block) =>
      block.type === 'newsletterSignUp' ? { ...block, form } : block,
    ),
  }
}

/** The longest a subscription call takes (its timeout and a margin): a second post waits this long. */
const SUBSCRIBE_LEASE_MS = 30_000

/**
 * One upstream call per subscription: a post that arrives while the same shopper's subscription of
 * the same email is under way (a double click without JavaScript), on this instance or another,
 * shares that call and its answer (decision 044). Fails open: without the shared store the call is
 * made (a second subscription of the same email is harmless upstream).
 */
function subscribeOnce(key: string, call: () => Promise<unknown>): Promise<unknown> {
  return runOnce(
    `newsletter:${key}`,
    { rememberMs: 0, leaseMs: SUBSCRIBE_LEASE_MS, onStoreError: 'open' },
    () => call().then(() => true),
  )
}

/**
 * FORM-002..FORM-004: the subscribe post. A hydrated form (decision 017's marker) gets the answer
 * as data and shows it in place; a plain post that succeeds is sent on to the newsletter page's
 * success view, and one that fails renders that page with the typed email and the message.
 */
export async function subscribeAction(request: Request, shopper: Shopper, t: TFunction) {
  const { locale } = shopper.locale
  const form = await request.formData()
  if (!isIntent(form, NEWSLETTER_INTENTS.subscribe)) return badRequest()
  const submission = parseWithZod(form, { schema: NewsletterSchema })
  if (!passesHoneypot(form)) {
    return data(
      { result: submission.reply({ formErrors: [t('newsletter:spam')] }), subscribed: false },
      { status: 400 },
    )
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), subscribed: false }, { status: 400 })
  }
  const { email, returnTo, campaign } = submission.value
  const signedIn = isSignedIn(shopper)
  const campaignName = campaignNameFor({ campaign, returnTo, locale, fallback: newsletterPath(locale) })
  try {
    const who = signedIn ? shopper.session.get('consumerNo') : shopper.session.get('sid')
    await subscribeOnce(`${who ?? ''}|${email.toLowerCase()}`, () =>
      subscribeToNewsletter(
        shopper.api,
        shopper.env.NEWSLETTER_SUBSCRIBE_PATH,
        subscribeBody({ signedIn, email, campaignName }),
      ),
    )
  } catch (error) {
    if (!isApiError(error)) throw error
    // 001 §8: the message the call returned, in an error notification; an upstream failure is ours.
    const message =
      error.status < 500 ? errorMessage(undefined, error.message, t) : errorMessage(undefined, undefined, t)
    return data(
      { result: submission.reply({ formErrors: [message] }), subscribed: false },
      { status: error.status >= 400 && error.status < 500 ? error.status : 502 },
    )
  }
  if (isEnhancedPost(form)) {
    return data({ result: submission.reply({ resetForm: true }), subscribed: true, campaignName })
  }
  const back = ownPagePath(returnTo, locale)
  return redirect(newsletterPath(locale, { subscribed: '1', returnTo: back }), { status: 303 })
}
