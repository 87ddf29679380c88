import { z } from 'zod'

/**
 * The consumer profile as GET/PUT /consumers-v3/consumer answer it (000 §3 User profile, ACCT-008),
 * the subscriptions list (ACCT-009) and the lookup answer behind the enrolment steps (ACCT-035, A39).
 * Unknown fields pass; missing optional ones are tolerated.
 */

const optionalText = z.string().nullish()
const spend = (cap: 'annualCredit' | 'annualCap') =>
  z.looseObject({ currentSpend: z.number().optional(), [cap]: z.number().optional() }).nullish()

export const SubscriptionSchema = z.looseObject({
  type: z.enum(['Newsletter', 'LoyaltyNewsletter', 'Loyalty']),
  channel: z.enum(['email', 'sms']),
  optin: z.boolean().optional(),
  doubleOptin: z.boolean().optional(),
  recipient: optionalText,
  category: optionalText,
  country: optionalText,
  region: optionalText,
  optinDate: optionalText,
  optoutDate: optionalText,
})
export type Subscription = z.infer<typeof SubscriptionSchema>

export const ConsumerDetailsSchema = z.looseObject({
  email: z.string(),
  firstName: optionalText,
  lastName: optionalText,
  phone: optionalText,
  phoneCode: optionalText,
  postalCode: optionalText,
  birthDate: optionalText,
  gender: optionalText,
  address: z.array(z.looseObject({})).nullish(),
  athlete: spend('annualCredit'),
  employee: spend('annualCap'),
  prosumer: spend('annualCredit'),
  identity: z.array(z.looseObject({ type: z.string() })).nullish(),
})

export const ConsumerProfileSchema = z.looseObject({
  consumerDetails: ConsumerDetailsSchema,
  isLoyaltyMember: z.boolean().optional(),
  memberId: optionalText,
  loyaltyOptInDate: optionalText,
  loyaltySummary: z
    .looseObject({ points: z.looseObject({ balance: z.number().optional() }).optional() })
    .nullish(),
  preferences: z.looseObject({ interests: optionalText, preferredShoeSize: optionalText }).nullish(),
  subscriptions: z.array(SubscriptionSchema).nullish(),
  /** ACCT-034: the order-update channels (field names: decision 031). */
  notificationSettings: z
    .looseObject({ orderUpdatesByEmail: z.boolean().optional(), orderUpdatesBySms: z.boolean().optional() })
    .nullish(),
  /** AUTH-009: whether an employee has accepted the employee discount terms (as in the token response). */
  isEmployeeDiscountTCAccepted: z.boolean().optional(),
})
export type ConsumerProfile = z.infer<typeof ConsumerProfileSchema>

export const ProfileResponseSchema = z.looseObject({ consumerProfile: ConsumerProfileSchema })

export const LookupResponseSchema = z.looseObject({
  exists: z.boolean(),
  isLoyaltyMember: z.boolean().optional(),
  loyaltyEligible: z.boolean().optional(),
})
export type LookupResult = z.infer<typeof LookupResponseSchema>

/** A40: subscribed to the newsletter = a Newsletter subscription by email with optin true. */
export function subscribedToNewsletter(profile: ConsumerProfile | null | undefined): boolean {
  return (profile?.subscriptions ?? []).some(
    (s) => s.type === 'Newsletter' && s.channel === 'email' && s.optin === true,
  )
}
