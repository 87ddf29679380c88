import { addressRulesFor } from '#app/features/address-rules/index.server.ts'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { upstreamErrors } from '#app/features/enrolment/index.server.ts'
import { serverNow } from '#app/features/identity/index.server.ts'
import { accountProfilePath } from '#app/domain/paths/self-service-paths.ts'
import { ProfileNotLoadedError } from '#app/domain/account/profile-rules.ts'
import { serializeInterests } from '#app/domain/account/interests.ts'
import {
  ChangeEmailSchema,
  NotificationSettingsSchema,
  profileSchema,
  RequestDataSchema,
  SmsSchema,
} from '#app/features/account/schemas/profile.ts'
import {
  changeEmail,
  createProfile,
  createSmsSubscription,
  getConsumerIdentity,
  getSmsSubscription,
  requestUserData,
  updateNotificationSettings,
  updateSmsSubscription,
  updateProfile,
} from '#app/features/customers/index.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import { PROFILE_INTENT_NAMES, PROFILE_INTENTS, type ProfileIntent } from './intents.ts'
import { loadedProfile, profileSiteRules } from './profile-load.server.ts'
import { errorMessage, type ErrorTranslator } from '#app/domain/errors/errors.ts'

/**
 * The profile page's posts. Each sends at most one change upstream; what the page shows changes only
 * after that call succeeds (ACCT-005: the loader reads the profile again). Who the shopper is comes from
 * the session's token and their own profile, never from the form.
 */

const DETAIL_FIELDS = ['firstName', 'lastName', 'phone', 'postalCode', 'birthDate', 'gender']

type Reply = { fieldErrors?: Record<string, string[]>; formErrors?: string[]; hideFields?: string[] }
interface Submission {
  reply: (options?: Reply) => SubmissionResult<string[]>
}

/** A failed post: the form's own result (what was typed stays), tagged with the form it belongs to. */
function failed(form: ProfileIntent, submission: Submission, reply?: Reply) {
  return data({ form, result: submission.reply(reply) }, { status: 400 })
}

/** An error of the call as the form shows it: its catalogue field, else a message over the form. */
function upstream(error: unknown, fields: readonly string[], t: ErrorTranslator): Reply {
  if (error instanceof ProfileNotLoadedError)
    return { formErrors: [errorMessage('PROFILE_NOT_LOADED', undefined, t)] }
  return upstreamErrors(error, fields, t)
}

function done(shopper: Shopper, t: TFunction, key: string) {
  return redirectWithToast(accountProfilePath(shopper.locale.locale), {
    type: 'success',
    title: t(`profile.done.${key}`, { ns: 'identity' }),
  })
}

export async function profileAction(request: Request, shopper: Shopper, t: TFunction) {
  const formData = await request.formData()
  const intent = readIntent(formData, PROFILE_INTENT_NAMES)
  switch (intent) {
    case PROFILE_INTENTS.saveProfile:
    case PROFILE_INTENTS.createProfile: {
      const [now, rules] = await Promise.all([serverNow(shopper), addressRulesFor(shopper)])
      const site = { ...profileSiteRules(shopper, now), postalCodeRule: rules.postalCode }
      const submission = parseWithZod(formData, { schema: profileSchema(site) })
      if (submission.status !== 'success') return failed(intent, submission)
      const { interests, preferredShoeSize, ...details } = submission.value
      try {
        if (intent === PROFILE_INTENTS.createProfile) {
          await createProfile(shopper.api, details)
        } else {
          await loadedProfile(shopper)
          // ACCT-002 / ACCT-004: one PUT with details and preferences, only for truthy fields.
          await updateProfile(shopper.api, {
            consumerDetails: details,
            preferences: { interests: serializeInterests(interests), preferredShoeSize },
          })
        }
      } catch (error) {
        return failed(intent, submission, upstream(error, DETAIL_FIELDS, t))
      }
      return done(shopper, t, intent === PROFILE_INTENTS.createProfile ? 'created' : 'saved')
    }
    case PROFILE_INTENTS.changeEmail: {
      const submission = parseWithZod(formData, { schema: ChangeEmailSchema })
      const hideFields = ['currentPassword']
      if (submission.status !== 'success') return failed(intent, submission, { hideFields })
      try {
        await loadedProfile(shopper)
        await changeEmail(shopper.api, submission.value)
      } catch (error) {
        return failed(intent, submission, { ...upstream(error, ['email', 'currentPassword'], t), hideFields })
      }
      return done(shopper, t, 'email')
    }
    case PROFILE_INTENTS.smsSubscribe:
    case PROFILE_INTENTS.smsUnsubscribe: {
      const submission = parseWithZod(formData, { schema: SmsSchema })
      try {
        const profile = await loadedProfile(shopper)
        if (intent === PROFILE_INTENTS.smsUnsubscribe) {
          await updateSmsSubscription(shopper.api, false)
        } else {
          const phone = profile.consumerDetails.phone
          if (!phone)
            return failed(intent, submission, {
              formErrors: [t('profile.sms.needsPhone', { ns: 'identity' })],
            })
          // ACCT-012 creates the subscription the first time; ACCT-011 turns an existing one on again.
          const current = await getSmsSubscription(shopper.api)
          if (current) await updateSmsSubscription(shopper.api, true)
          else await createSmsSubscription(shopper.api, `${profile.consumerDetails.phoneCode ?? ''}${phone}`)
        }
      } catch (error) {
        return failed(intent, submission, upstream(error, [], t))
      }
      return done(shopper, t, intent === PROFILE_INTENTS.smsSubscribe ? 'smsPending' : 'smsOff')
    }
    case PROFILE_INTENTS.saveNotifications: {
      const submission = parseWithZod(formData, { schema: NotificationSettingsSchema })
      if (submission.status !== 'success') return failed(intent, submission)
      try {
        await loadedProfile(shopper)
        await updateNotificationSettings(shopper.api, submission.value)
      } catch (error) {
        return failed(intent, submission, upstream(error, [], t))
      }
      return done(shopper, t, 'notifications')
    }
    case PROFILE_INTENTS.requestData: {
      const submission = parseWithZod(formData, { schema: RequestDataSchema })
      if (submission.status !== 'success') return failed(intent, submission)
      try {
        await loadedProfile(shopper)
        // ACCT-033: the consumer id and email of the signed-in consumer's own profile.
        await requestUserData(shopper.api, await getConsumerIdentity(shopper.api))
      } catch (error) {
        return failed(intent, submission, upstream(error, [], t))
      }
      return done(shopper, t, 'dataRequested')
    }
    default:
      return badRequest()
  }
}
