import { pathWithinLocale } from '#app/domain/paths/paths.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { isKnownBlock } from '#app/domain/content/content.ts'
import type { EventSignUpBlock } from '#app/blocks/event-sign-up/schema.ts'
import { eventDays, offersDayChoice, registrationBody, toEventContent } from '#app/domain/content/events.ts'
import { getProfile } from '#app/features/customers/index.server.ts'
import { registerForEvent } from '#app/features/events/api/events.server.ts'
import { runOnce } from '#app/platform/state/run-once.server.ts'
import { getPage } from '#app/features/content/index.server.ts'
import { eventView } from '#app/features/events/event-blocks.server.ts'
import { EVENT_INTENTS } from '#app/domain/content/event-sign-up.ts'
import type { EventRegistrationResult } from '#app/domain/content/event-sign-up.ts'
import { isSignedIn } from '#app/features/identity/index.server.ts'
import { passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { normalizePhone } from '#app/validation/phone-rules.ts'
import { eventRegistrationSchema } from '#app/features/events/schemas/event-registration.ts'

/**
 * The event join form's post (FORM-011, FORM-014, FORM-017, FORM-018, VAL-044, VAL-045). The event's
 * content is read again on the server from the page the form came from (the post names the page and
 * the event id, nothing else of the event); a guest gets the sign-in step and nothing is sent; the
 * registration call is made once per post. Every answer carries the event block as this shopper sees
 * it, so the registration page can show it without JavaScript (decision 028).
 */

/** Content page slugs, as the content page route accepts them. */
const SLUG = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9-]+)*$/

/** The slug of the page `page` (`/{locale}/events/basecamp-weekend`) names, or null when it is none of ours. */
export function eventPageSlug(page: string, locale: string): string | null {
  const base = 'http://storefront.invalid'
  let path: string
  try {
    const url = new URL(page, base)
    // Only a path of this site: another origin names no page of ours.
    if (url.origin !== base) return null
    path = url.pathname
  } catch {
    return null
  }
  const rest = pathWithinLocale(path, locale)
  if (rest === null) return null
  if (rest === '') return 'home'
  const slug = rest.slice(1).replace(/\/+$/, '')
  return SLUG.test(slug) ? slug : null
}

/** The event block `eventId` on the content page `page`, or null when the page has no such event. */
export async function findEventBlock(
  shopper: Shopper,
  page: string,
  eventId: string,
): Promise<EventSignUpBlock | null> {
  const slug = eventPageSlug(page, shopper.locale.locale)
  if (!slug || !eventId) return null
  try {
    const cms = await getPage(shopper, slug, { augmented: true })
    const block = cms.components.find(
      (b): b is EventSignUpBlock => isKnownBlock(b) && b.type === 'eventSignUp' && b.eventId === eventId,
    )
    return block ?? null
  } catch (error) {
    shopper.logger.info({ err: error, page: slug }, 'event page unavailable')
    return null
  }
}

/**
 * Registrations being made or made lately, by consumer, event and form, on any instance (decision
 * 044): a second post of the same rendered form (a double click without JavaScript, which sends both;
 * a reload of the answer) waits for the first one's call and shares its outcome instead of sending
 * another. A form rendered anew has a new key (`formKey`), so a real second attempt reaches the
 * service. Fails open: without the shared store the call is made.
 */
const REGISTRATION_MEMORY_MS = 10 * 60_000
const REGISTRATION_LEASE_MS = 30_000
let generation = 0

function registerOnce(key: string, call: () => Promise<unknown>): Promise<true> {
  return runOnce(
    `event-registration:${generation}:${key}`,
    { rememberMs: REGISTRATION_MEMORY_MS, leaseMs: REGISTRATION_LEASE_MS, onStoreError: 'open' },
    () => call().then(() => true as const),
  )
}

/** Forgets the registrations made lately (tests start from a clean emulator). */
export function forgetRecentRegistrations() {
  generation += 1
}

function answer(body: EventRegistrationResult, status = 200) {
  return data(body, { status })
}

export async function eventRegistrationAction(request: Request, shopper: Shopper, t: TFunction) {
  const { locale } = shopper.locale
  const form = await request.formData()
  if (!isIntent(form, EVENT_INTENTS.register)) return badRequest()
  const page = typeof form.get('page') === 'string' ? String(form.get('page')) : ''
  const eventId = typeof form.get('eventId') === 'string' ? String(form.get('eventId')) : ''
  const block = await findEventBlock(shopper, page, eventId)
  if (!block) return answer({ answer: { step: 'unavailable' }, event: null, page }, 404)
  const signedIn = isSignedIn(shopper)
  if (!signedIn) {
    // FORM-011: the sign-in step; no registration call.
    const event = { ...block, signUp: eventView(block, locale, { signedIn: false }) }
    return answer({ answer: { step: 'sign-in' }, event, page }, 401)
  }
  const event = toEventContent(block)
  const schema = eventRegistrationSchema(offersDayChoice(event) ? eventDays(event) : [])
  const submission = parseWithZod(form, { schema })
  let profile: Awaited<ReturnType<typeof getProfile>> | undefined
  try {
    profile = await getProfile(shopper.api)
  } catch (error) {
    if (!isApiError(error)) throw error
  }
  const view = eventView(block, locale, { signedIn, email: profile?.consumerDetails.email })
  const withView = { ...block, signUp: view }
  const refuse = (formErrors?: string[]) =>
    answer(
      {
        answer: { step: 'join', result: submission.reply(formErrors ? { formErrors } : undefined) },
        event: withView,
        page,
      },
      400,
    )
  if (!passesHoneypot(form)) return refuse([t('signUp.spam', { ns: 'identity' })])
  if (submission.status !== 'success') return refuse()
  if (!profile) return refuse([t('events.profileUnavailable', { ns: 'blocks' })])
  const details = profile.consumerDetails
  const body = registrationBody(
    event,
    submission.value,
    {
      email: details.email,
      firstName: details.firstName,
      lastName: details.lastName,
      gender: details.gender,
      phoneNumber:
        details.phone && details.phoneCode ? normalizePhone(details.phoneCode, details.phone) : details.phone,
    },
    new Date(),
  )
  try {
    const formKey = form.get('formKey')
    const call = () => registerForEvent(shopper.api, body)
    await (typeof formKey === 'string' && formKey
      ? registerOnce(`${shopper.session.get('consumerNo')}|${event.eventId}|${formKey}`, call)
      : call())
  } catch (error) {
    if (!isApiError(error)) throw error
    // FORM-018: the service's message in the error notification, nothing else.
    return refuse([error.message])
  }
  return answer({ answer: { step: 'confirmation' }, event: withView, page })
}
