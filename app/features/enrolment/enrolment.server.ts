import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { errorTranslator } from '#app/error-text.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { parseInterests, serializeInterests } from '#app/domain/account/interests.ts'
import { missingEnrolmentFields, startStep, type EnrolmentStep } from '#app/domain/identity/enrolment.ts'
import { errorMessage, fieldError, type ErrorTranslator } from '#app/domain/errors/errors.ts'
import { signUpConfigFor } from '#app/domain/identity/sign-up-config.ts'
import { addressRulesFor } from '#app/features/address-rules/index.server.ts'
import { getContentSection } from '#app/features/content/index.server.ts'
import { requireSignedIn, serverNow } from '#app/features/identity/index.server.ts'
import {
  enrolInLoyalty,
  getProfile,
  lookupConsumer,
  updateProfile,
} from '#app/features/customers/index.server.ts'
import { isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'
import { awaitedLater } from '#app/platform/process/background.server.ts'
import { dataWithToast, redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { isoDate, yearsBefore } from '#app/validation/validators.ts'
import { accountPath, enrolPath } from '#app/domain/paths/paths.ts'
import { InterestsSchema, profileStepSchema } from './schemas/enrolment.ts'
import { ENROLMENT_INTENTS, INTERESTS_INTENTS } from './intents.ts'

/** The signed-in shopper's profile for a profile step; a signed-out shopper goes to sign in first. */
export async function profileForStep(shopper: Shopper, request: Request) {
  requireSignedIn(shopper, request)
  return getProfile(shopper.api)
}

/** The path of a step, keeping the redirectTo the flow started with. */
export function stepPath(shopper: Shopper, step: EnrolmentStep, redirectTo?: string | null) {
  const back = redirectTo ? safeRedirect(redirectTo, '') : ''
  return enrolPath(shopper.locale.locale, step, back)
}

export function siteRules(shopper: Shopper) {
  const config = signUpConfigFor(shopper.locale.locale)
  return { ...config, region: config.region, country: config.country }
}

/** An upstream error as the form's field or form error. */
export function upstreamErrors(error: unknown, fields: readonly string[], t: ErrorTranslator) {
  if (!isApiError(error)) throw error
  const target = fieldError(error.errorId, undefined, t)
  if (target && fields.includes(target.field)) return { fieldErrors: { [target.field]: [target.message] } }
  return { formErrors: [errorMessage(error.errorId, error.message, t)] }
}

/** Step 1's page and the welcome dialog (ACCT-042): member, eligible to join (A39), the way on. */
export async function welcomeStepPage(shopper: Shopper, request: Request, t: TFunction) {
  // The Loyalty content (CMS-004 `loyalty-modal`), on this step's page and in its dialog.
  const contentLoading = awaitedLater(getContentSection(shopper, 'loyalty-modal'))
  const profile = await profileForStep(shopper, request)
  const found = await lookupConsumer(shopper.api, profile.consumerDetails.email)
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  return {
    member: profile.isLoyaltyMember === true,
    eligible: found.loyaltyEligible === true,
    next: stepPath(shopper, startStep({ signedIn: true, phone: profile.consumerDetails.phone }), redirectTo),
    success: stepPath(shopper, 'success', redirectTo),
    content: await contentLoading,
    locale: shopper.locale.locale,
    title: t('meta:enrol.welcome'),
  }
}

const isCompleteProfile = (request: Request) => new URL(request.url).pathname.endsWith('/complete-profile')

/**
 * Step 3's page (profile), step 0's (complete profile) and the loyalty sign-up dialog (ACCT-041): the
 * profile form's setup, prefilled from the profile.
 */
export async function profileStepPage(shopper: Shopper, request: Request, t: TFunction) {
  const [profile, now] = await Promise.all([profileForStep(shopper, request), serverNow(shopper)])
  const site = siteRules(shopper)
  const details = profile.consumerDetails
  const complete = isCompleteProfile(request)
  return {
    complete,
    withPhone: complete && missingEnrolmentFields(details).includes('phone'),
    // AUTH-021: the loyalty sign-up prefills what the profile already knows.
    defaults: {
      firstName: details.firstName ?? '',
      lastName: details.lastName ?? '',
      postalCode: details.postalCode ?? '',
      birthDate: details.birthDate ?? '',
    },
    birthDate: { min: site.minBirthDate, max: isoDate(yearsBefore(now, site.minimalAge)) },
    title: t('meta:enrol.profile'),
  }
}

/**
 * What the profile step's post answers: the next step (or the way back, for complete profile), the
 * dialog's "joined" in place, or the form's errors.
 */
export async function profileStepAction(shopper: Shopper, request: Request, t: TFunction) {
  const errorT = errorTranslator(shopper.locale.locale)
  requireSignedIn(shopper, request)
  const complete = isCompleteProfile(request)
  const site = siteRules(shopper)
  const formData = await request.formData()
  if (!isIntent(formData, ENROLMENT_INTENTS.saveProfile)) return badRequest()
  const [now, rules] = await Promise.all([serverNow(shopper), addressRulesFor(shopper)])
  const withPhone = formData.has('phone')
  const schema = profileStepSchema({ ...site, now, withPhone, postalCodeRule: rules.postalCode })
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  try {
    const profile = await updateProfile(shopper.api, { consumerDetails: submission.value })
    if (!complete && profile) {
      const found = await lookupConsumer(shopper.api, profile.consumerDetails.email)
      if (found.loyaltyEligible) await enrolInLoyalty(shopper.api, { usid: shopper.session.get('sid') ?? '' })
    }
  } catch (error) {
    const fields = ['firstName', 'lastName', 'postalCode', 'birthDate', 'phone']
    return data({ result: submission.reply(upstreamErrors(error, fields, errorT)) }, { status: 400 })
  }
  // ACCT-041: the loyalty sign-up dialog shows the answer in place; the page goes on to the next step.
  if (!complete && isEnhancedPost(formData)) {
    const toast = { type: 'success' as const, title: t('identity:loyalty.join.joined') }
    return dataWithToast({ joined: true as const }, toast)
  }
  const success = stepPath(shopper, 'success', redirectTo)
  if (complete) throw redirect(safeRedirect(redirectTo, accountPath(shopper.locale.locale)), 303)
  throw redirect(site.interests.enabled ? stepPath(shopper, 'interests', success) : success, 303)
}

/** Step 4's page and the interests dialog (ACCT-043): the interests the profile has picked. */
export async function interestsStepPage(shopper: Shopper, request: Request, t: TFunction) {
  const profile = await profileForStep(shopper, request)
  return {
    selected: parseInterests(profile.preferences?.interests),
    title: t('meta:enrol.interests'),
  }
}

/** What the interests' post answers: on to the next step with a toast, or the form's errors. */
export async function interestsStepAction(shopper: Shopper, request: Request, t: TFunction) {
  requireSignedIn(shopper, request)
  const next = safeRedirect(
    new URL(request.url).searchParams.get('redirectTo'),
    enrolPath(shopper.locale.locale, 'success'),
  )
  // The schema is a union over INTERESTS_INTENTS: an unknown intent is refused with 400 like bad input.
  const submission = parseWithZod(await request.formData(), { schema: InterestsSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const value = submission.value
  switch (value.intent) {
    case INTERESTS_INTENTS.skipInterests:
      return redirectWithToast(next, { type: 'info', title: t('enrol.profileSaved', { ns: 'identity' }) })
    case INTERESTS_INTENTS.saveInterests:
      try {
        // ACCT-004: nothing picked sends no update.
        await updateProfile(shopper.api, { preferences: { interests: serializeInterests(value.interests) } })
      } catch (error) {
        return data({ result: submission.reply(upstreamErrors(error, [], t)) }, { status: 400 })
      }
      return redirectWithToast(next, {
        type: 'success',
        title: t('enrol.interests.saved', { ns: 'identity' }),
      })
  }
}
