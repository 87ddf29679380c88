import { z } from 'zod'
import {
  ProfileResponseSchema,
  SubscriptionSchema,
  type ConsumerProfile,
  type Subscription,
} from '#app/domain/account/consumer-profile.ts'
import { compactProfileUpdate } from '#app/domain/account/profile-rules.ts'
import type { ApiClient } from '#app/platform/api/api.server.ts'

/**
 * The account's own profile calls (000 §7 Consumer): create the profile (ACCT-003), the SMS
 * subscription (ACCT-010…012), notification settings (ACCT-034), the data request (ACCT-033) and the
 * email change. The read and update live in consumers.server.ts.
 */

export interface ProfileDetails {
  firstName: string
  lastName: string
  phone?: string
  phoneCode?: string
  postalCode?: string
  birthDate?: string
  gender?: string
}

/** ACCT-003: POST /consumers-v3/consumer creates the profile of a consumer who has none (PRO404, A: 031). */
export async function createProfile(
  api: ApiClient,
  consumerDetails: ProfileDetails,
): Promise<ConsumerProfile> {
  const { consumerProfile } = await api.request({
    method: 'POST',
    path: '/consumers-v3/consumer',
    body: { consumerProfile: compactProfileUpdate({ consumerDetails: { ...consumerDetails } }) },
    schema: ProfileResponseSchema,
  })
  return consumerProfile
}

/** The email change: the profile update with the new email and the current password (decision 031). */
export async function changeEmail(
  api: ApiClient,
  { email, currentPassword }: { email: string; currentPassword: string },
): Promise<ConsumerProfile> {
  const { consumerProfile } = await api.request({
    method: 'PUT',
    path: '/consumers-v3/consumer',
    body: { consumerProfile: { consumerDetails: { email } }, currentPassword },
    schema: ProfileResponseSchema,
  })
  return consumerProfile
}

const SmsResponseSchema = z.looseObject({ subscription: SubscriptionSchema.nullish() })

/** ACCT-010: GET /consumers-v3/consumer/subscription, the SMS subscription (null when there is none). */
export async function getSmsSubscription(api: ApiClient): Promise<Subscription | null> {
  const { subscription } = await api.request({
    path: '/consumers-v3/consumer/subscription',
    schema: SmsResponseSchema,
  })
  return subscription ?? null
}

/** ACCT-012: POST creates the SMS subscription to `recipient`; it stays pending until the double opt-in. */
export async function createSmsSubscription(api: ApiClient, recipient: string): Promise<Subscription | null> {
  const { subscription } = await api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/subscription',
    body: { type: 'Newsletter', channel: 'sms', optin: true, recipient },
    schema: SmsResponseSchema,
  })
  return subscription ?? null
}

/** ACCT-011: PUT updates the SMS subscription (optin false unsubscribes; true subscribes again). */
export async function updateSmsSubscription(api: ApiClient, optin: boolean): Promise<Subscription | null> {
  const { subscription } = await api.request({
    method: 'PUT',
    path: '/consumers-v3/consumer/subscription',
    body: { type: 'Newsletter', channel: 'sms', optin },
    schema: SmsResponseSchema,
  })
  return subscription ?? null
}

export const NotificationSettingsSchema = z.looseObject({
  orderUpdatesByEmail: z.boolean().optional(),
  orderUpdatesBySms: z.boolean().optional(),
})
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>

/** ACCT-034: PUT /consumers-v3/consumer/notification with the settings (field names: decision 031). */
export async function updateNotificationSettings(api: ApiClient, settings: Required<NotificationSettings>) {
  return api.request({
    method: 'PUT',
    path: '/consumers-v3/consumer/notification',
    body: settings,
    schema: z.looseObject({ notificationSettings: NotificationSettingsSchema.optional() }),
  })
}

/** ACCT-033: POST /consumers-v3/consumer/retrieveUserData with the profile's consumerId and email. */
export async function requestUserData(api: ApiClient, body: { consumerId: string; email: string }) {
  return api.request({
    method: 'POST',
    path: '/consumers-v3/consumer/retrieveUserData',
    body,
    schema: z.looseObject({}),
  })
}

const IdentitySchema = z.looseObject({
  consumerNo: z.string(),
  consumerProfile: z.looseObject({ consumerDetails: z.looseObject({ email: z.string() }) }),
})

/** Who the signed-in consumer is, from their own profile read: never from a form (ACCT-033). */
export async function getConsumerIdentity(api: ApiClient): Promise<{ consumerId: string; email: string }> {
  const answer = await api.request({ path: '/consumers-v3/consumer', schema: IdentitySchema })
  return { consumerId: answer.consumerNo, email: answer.consumerProfile.consumerDetails.email }
}
