import { http, HttpResponse } from 'msw'
import { DEFAULT_NEWSLETTER_SUBSCRIBE_PATH, GUEST_ACQUISITION_TYPE } from '#app/domain/content/newsletter.ts'
import { EMAIL_PATTERN } from '#app/validation/validators.ts'
import { requirePrincipal } from '../identity/auth.ts'
import { accountOf, findConsumerByEmail, type Subscription, updateAccount } from '../customers/consumers.ts'
import { apiError, readJson } from '../errors.ts'
import { newsletterSubscriptions } from './newsletter-store.ts'
import { db, type ConsumerRecord } from '../state.ts'

/**
 * The newsletter subscribe call (001 §7; FORM-002, A17: the path is ours, the storefront's default of
 * `NEWSLETTER_SUBSCRIBE_PATH`). A guest names the email and acquisitionType "Signup"; a signed-in
 * consumer is known by their token. Each email subscribes once: a second time is refused with a
 * message the storefront shows as it is (FORM-004). A consumer's profile then lists the subscription
 * (A40), so the forms read them as subscribed (FORM-006).
 */

export const ALREADY_SUBSCRIBED_MESSAGE = 'This email is already subscribed.'

function isSubscribed(record: ConsumerRecord): boolean {
  return (accountOf(record).subscriptions ?? []).some(
    (s) => s.type === 'Newsletter' && s.channel === 'email' && s.optin,
  )
}

/** The consumer's Newsletter/email subscription, opted in today (replacing an opted-out one). */
function optIn(record: ConsumerRecord, at: string) {
  const subscription: Subscription = {
    type: 'Newsletter',
    channel: 'email',
    optin: true,
    doubleOptin: false,
    optinDate: at,
  }
  const others = (accountOf(record).subscriptions ?? []).filter(
    (s) => !(s.type === 'Newsletter' && s.channel === 'email'),
  )
  updateAccount(record, { subscriptions: [...others, subscription] })
}

function subscribe(request: Request, body: Record<string, unknown> | null): Response {
  const principal = requirePrincipal(request)
  if (!body || body.optIn !== true)
    return apiError(request, 400, 'NWS400', 'Malformed subscription: optIn must be true')
  const campaignName = typeof body.campaignName === 'string' ? body.campaignName.trim() : ''
  if (!campaignName || campaignName.length > 200)
    return apiError(request, 400, 'NWS400', 'Malformed subscription: campaignName is required')
  const registered =
    principal.type === 'Registered' && principal.consumerNo
      ? db.consumers.get(principal.consumerNo)
      : undefined
  let email: string
  if (registered) {
    email = registered.account.email.toLowerCase()
  } else {
    email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!EMAIL_PATTERN.test(email))
      return apiError(request, 400, 'NWS400', 'Malformed subscription: a valid email is required')
    if (body.acquisitionType !== GUEST_ACQUISITION_TYPE)
      return apiError(request, 400, 'NWS400', 'Malformed subscription: acquisitionType must be Signup')
  }
  const consumer = registered ?? findConsumerByEmail(email)
  if (newsletterSubscriptions.has(email) || (consumer && isSubscribed(consumer)))
    return apiError(request, 409, 'NWS409', ALREADY_SUBSCRIBED_MESSAGE)
  const at = new Date().toISOString()
  newsletterSubscriptions.set(email, {
    email,
    consumerNo: registered?.account.consumerNo,
    campaignName,
    acquisitionType: registered ? undefined : GUEST_ACQUISITION_TYPE,
    at,
  })
  if (consumer) optIn(consumer, at)
  return HttpResponse.json({ subscribed: true, campaignName }, { status: 201 })
}

export const handlers = [
  http.post(`*${DEFAULT_NEWSLETTER_SUBSCRIBE_PATH}`, async ({ request }) =>
    subscribe(request, await readJson(request)),
  ),
]
