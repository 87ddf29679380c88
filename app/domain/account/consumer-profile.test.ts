import { describe, expect, it } from 'vitest'
import { ProfileResponseSchema, SubscriptionSchema } from './consumer-profile.ts'

describe('consumer profile mapper', () => {
  it('ACCT-008 the profile carries details, loyalty, spend sections, identities, preferences and subscriptions', () => {
    const { consumerProfile } = ProfileResponseSchema.parse({
      consumerProfile: {
        consumerDetails: {
          email: 'ari@example.com',
          firstName: 'Ari',
          lastName: 'Athlete',
          phone: '5035551004',
          postalCode: '97205',
          birthDate: '1990-05-14',
          address: [{ addressId: 'S4' }],
          athlete: { currentSpend: 450, annualCredit: 2000 },
          employee: { currentSpend: 10, annualCap: 1500 },
          prosumer: { currentSpend: 60, annualCredit: 600 },
          identity: [{ type: 'IPA' }],
        },
        isLoyaltyMember: true,
        loyaltyOptInDate: '2026-01-15',
        loyaltySummary: { points: { balance: 2400 } },
        preferences: { interests: 'running|hiking', preferredShoeSize: '10' },
        subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true, doubleOptin: false }],
      },
    })
    expect(consumerProfile.consumerDetails).toMatchObject({
      email: 'ari@example.com',
      phone: '5035551004',
      athlete: { currentSpend: 450, annualCredit: 2000 },
      employee: { currentSpend: 10, annualCap: 1500 },
      prosumer: { currentSpend: 60, annualCredit: 600 },
      identity: [{ type: 'IPA' }],
    })
    expect(consumerProfile.consumerDetails.address).toHaveLength(1)
    expect(consumerProfile).toMatchObject({
      isLoyaltyMember: true,
      loyaltyOptInDate: '2026-01-15',
      loyaltySummary: { points: { balance: 2400 } },
      preferences: { interests: 'running|hiking', preferredShoeSize: '10' },
    })
    expect(consumerProfile.subscriptions?.[0]).toMatchObject({ channel: 'sms', doubleOptin: false })
    // Only the email is required; the rest may be missing.
    expect(
      ProfileResponseSchema.safeParse({ consumerProfile: { consumerDetails: { email: 'a@b.co' } } }).success,
    ).toBe(true)
    expect(ProfileResponseSchema.safeParse({ consumerProfile: { consumerDetails: {} } }).success).toBe(false)
  })

  it('ACCT-009 a subscription: its type and channel enums, opt-in flags and the other fields', () => {
    for (const type of ['Newsletter', 'LoyaltyNewsletter', 'Loyalty'])
      for (const channel of ['email', 'sms'])
        expect(SubscriptionSchema.safeParse({ type, channel }).success).toBe(true)
    expect(SubscriptionSchema.safeParse({ type: 'Promo', channel: 'email' }).success).toBe(false)
    expect(SubscriptionSchema.safeParse({ type: 'Loyalty', channel: 'push' }).success).toBe(false)
    expect(
      SubscriptionSchema.parse({
        type: 'Loyalty',
        channel: 'email',
        optin: false,
        doubleOptin: true,
        recipient: 'a@b.co',
        category: 'outdoor',
        country: 'US',
        region: 'NA',
        optoutDate: '2026-02-01',
      }),
    ).toMatchObject({
      optin: false,
      doubleOptin: true,
      recipient: 'a@b.co',
      region: 'NA',
      optoutDate: '2026-02-01',
    })
  })
})
