import { beforeEach, describe, expect, test } from 'vitest'
import { ProfileResponseSchema, SubscriptionSchema } from '#app/domain/account/consumer-profile.ts'
import { removeProfile } from './consumer-profile.ts'
import { db, resetState } from '../state.ts'
import { call, expectError, guestToken, signIn } from '../test-client.ts'

beforeEach(() => resetState())

const PROFILE = '/consumers-v3/consumer'
const SMS = '/consumers-v3/consumer/subscription'

describe('profile read, create and update', () => {
  test('ACCT-001 the loyalty summary comes back only when the read asks for it', async () => {
    const { accessToken } = await signIn('loyalty@example.com')
    const plain = await call('GET', PROFILE, { token: accessToken })
    expect(ProfileResponseSchema.parse(plain.json).consumerProfile.loyaltySummary).toBeUndefined()
    const withSummary = await call('GET', `${PROFILE}?includeLoyaltySummary=true`, { token: accessToken })
    expect(ProfileResponseSchema.parse(withSummary.json).consumerProfile.loyaltySummary).toEqual({
      points: { balance: 2400 },
    })
  })

  test('ACCT-002 PUT takes consumerProfile with consumerDetails and preferences and stores both', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const body = {
      consumerProfile: {
        consumerDetails: { firstName: 'Samuel', postalCode: '97209' },
        preferences: { interests: 'running|hiking', preferredShoeSize: '10' },
      },
    }
    const updated = await call('PUT', PROFILE, { token: accessToken, body })
    expect(updated.status).toBe(200)
    const read = ProfileResponseSchema.parse((await call('GET', PROFILE, { token: accessToken })).json)
    expect(read.consumerProfile.consumerDetails).toMatchObject({ firstName: 'Samuel', postalCode: '97209' })
    expect(read.consumerProfile.preferences).toMatchObject({
      interests: 'running|hiking',
      preferredShoeSize: '10',
    })
  })

  test('ACCT-003 ERR-086 without a profile reads and updates answer PRO404; POST creates it', async () => {
    removeProfile('shopper@example.com')
    const { accessToken } = await signIn('shopper@example.com')
    expectError(await call('GET', PROFILE, { token: accessToken }), 404, 'PRO404')
    const update = { consumerProfile: { consumerDetails: { firstName: 'Sam' } } }
    expectError(await call('PUT', PROFILE, { token: accessToken, body: update }), 404, 'PRO404')
    // A name is required to create it.
    const bad = { consumerProfile: { consumerDetails: { firstName: 'S' } } }
    expectError(await call('POST', PROFILE, { token: accessToken, body: bad }), 400, 'PRO412')
    const body = {
      consumerProfile: { consumerDetails: { firstName: 'Sammy', lastName: 'Shopper', postalCode: '97201' } },
    }
    const created = await call('POST', PROFILE, { token: accessToken, body })
    expect(created.status).toBe(201)
    const read = ProfileResponseSchema.parse((await call('GET', PROFILE, { token: accessToken })).json)
    expect(read.consumerProfile.consumerDetails).toMatchObject({ firstName: 'Sammy', postalCode: '97201' })
  })

  test('ACCT-003 a guest cannot create a profile', async () => {
    const token = await guestToken()
    const body = { consumerProfile: { consumerDetails: { firstName: 'Gus', lastName: 'Guest' } } }
    expectError(await call('POST', PROFILE, { token, body }), 401, 'AUT404')
  })

  test('the email change needs the current password and a free email', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const change = (email: string, currentPassword: string) => ({
      consumerProfile: { consumerDetails: { email } },
      currentPassword,
    })
    expectError(
      await call('PUT', PROFILE, { token: accessToken, body: change('new@example.com', 'wrong') }),
      400,
      'AUT450',
    )
    expectError(
      await call('PUT', PROFILE, { token: accessToken, body: change('loyalty@example.com', 'Passw0rd!') }),
      409,
      'AUT439',
    )
    const done = await call('PUT', PROFILE, {
      token: accessToken,
      body: change('New@Example.com', 'Passw0rd!'),
    })
    expect(done.status).toBe(200)
    expect(ProfileResponseSchema.parse(done.json).consumerProfile.consumerDetails.email).toBe(
      'new@example.com',
    )
  })
})

describe('SMS subscription', () => {
  test('ACCT-010 ACCT-012 subscribe: pending until the double opt-in, then subscribed; read shows it', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    expect((await call('GET', SMS, { token: accessToken })).json).toEqual({ subscription: null })
    const created = await call('POST', SMS, {
      token: accessToken,
      body: { type: 'Newsletter', channel: 'sms', optin: true, recipient: '503 555 1001' },
    })
    expect(created.status).toBe(201)
    const pending = SubscriptionSchema.parse((created.json as { subscription: unknown }).subscription)
    expect(pending).toMatchObject({
      channel: 'sms',
      optin: true,
      doubleOptin: false,
      recipient: '5035551001',
    })
    // A second post keeps the one subscription.
    const again = await call('POST', SMS, {
      token: accessToken,
      body: { optin: true, recipient: '5035551001' },
    })
    expect(again.status).toBe(200)
    expect(
      db.consumers.get('C000000001')?.account.subscriptions?.filter((s) => s.channel === 'sms'),
    ).toHaveLength(1)

    await call('POST', '/__emulator/sms-confirm', { body: { email: 'shopper@example.com' } })
    const read = await call('GET', SMS, { token: accessToken })
    expect((read.json as { subscription: unknown }).subscription).toMatchObject({
      optin: true,
      doubleOptin: true,
    })
    // Another consumer has none.
    const other = await signIn('loyalty@example.com')
    expect((await call('GET', SMS, { token: other.accessToken })).json).toEqual({ subscription: null })
  })

  test('ACCT-011 PUT unsubscribes and subscribes again (pending again)', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    expectError(await call('PUT', SMS, { token: accessToken, body: { optin: false } }), 404, 'PRO404')
    await call('POST', SMS, { token: accessToken, body: { optin: true, recipient: '5035551001' } })
    await call('POST', '/__emulator/sms-confirm', { body: { email: 'shopper@example.com' } })
    const off = await call('PUT', SMS, { token: accessToken, body: { optin: false } })
    expect((off.json as { subscription: unknown }).subscription).toMatchObject({
      optin: false,
      doubleOptin: false,
    })
    const on = await call('PUT', SMS, { token: accessToken, body: { optin: true } })
    expect((on.json as { subscription: unknown }).subscription).toMatchObject({
      optin: true,
      doubleOptin: false,
    })
  })
})

describe('notification settings and data requests', () => {
  test('ACCT-034 PUT notification stores the settings; the profile read carries them', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const path = '/consumers-v3/consumer/notification'
    expectError(
      await call('PUT', path, { token: accessToken, body: { orderUpdatesByEmail: 'yes' } }),
      400,
      'PRO412',
    )
    const saved = await call('PUT', path, {
      token: accessToken,
      body: { orderUpdatesByEmail: false, orderUpdatesBySms: true },
    })
    expect(saved.status).toBe(200)
    const read = (await call('GET', PROFILE, { token: accessToken })).json as {
      consumerProfile: { notificationSettings: unknown }
    }
    expect(read.consumerProfile.notificationSettings).toEqual({
      orderUpdatesByEmail: false,
      orderUpdatesBySms: true,
    })
  })

  test('ACCT-033 retrieveUserData takes consumerId and email of the token’s consumer only', async () => {
    const { accessToken } = await signIn('shopper@example.com')
    const path = '/consumers-v3/consumer/retrieveUserData'
    expectError(
      await call('POST', path, { token: accessToken, body: { consumerId: 'C000000001' } }),
      400,
      'PRO412',
    )
    const theirs = { consumerId: 'C000000002', email: 'loyalty@example.com' }
    expectError(await call('POST', path, { token: accessToken, body: theirs }), 403, 'AUT404')
    const mine = { consumerId: 'C000000001', email: 'shopper@example.com' }
    expect((await call('POST', path, { token: accessToken, body: mine })).status).toBe(202)
    const account = db.consumers.get('C000000001')?.account as { dataRequests?: unknown[] }
    expect(account.dataRequests).toEqual([expect.objectContaining(mine)])
  })
})
