import { describe, expect, it } from 'vitest'
import { newsletterSubscribedEvent } from '../tracking/data-layer.ts'
import { campaignNameFor, ownPagePath, showsSubscribed, subscribeBody } from './newsletter.ts'

describe('subscribeBody', () => {
  it('FORM-002 a guest sends optIn, the campaign, the email and acquisitionType Signup', () => {
    expect(subscribeBody({ signedIn: false, email: 'a@example.com', campaignName: '/en-us/page' })).toEqual({
      optIn: true,
      campaignName: '/en-us/page',
      email: 'a@example.com',
      acquisitionType: 'Signup',
    })
  })

  it('FORM-002 a signed-in shopper sends neither email nor acquisitionType', () => {
    expect(subscribeBody({ signedIn: true, email: 'a@example.com', campaignName: '/en-us' })).toEqual({
      optIn: true,
      campaignName: '/en-us',
    })
  })
})

describe('campaignNameFor', () => {
  const fallback = '/en-us/newsletter'

  it("FORM-002 is the page path by default, without its query, or the editor's campaign when set", () => {
    expect(campaignNameFor({ returnTo: '/en-us/basecamp?utm=x#top', locale: 'en-us', fallback })).toBe(
      '/en-us/basecamp',
    )
    expect(campaignNameFor({ returnTo: '/en-us', locale: 'en-us', fallback })).toBe('/en-us')
    expect(
      campaignNameFor({ campaign: ' spring ', returnTo: '/en-us/basecamp', locale: 'en-us', fallback }),
    ).toBe('spring')
  })

  it('FORM-002 a path that is not one of ours falls back to the newsletter page', () => {
    for (const returnTo of [
      'https://evil.example/en-us',
      '//evil.example/en-us',
      '/\\evil.example',
      '/fr-fr/page',
      '/en-us/../admin',
      '/en-usx',
      '',
      null,
    ]) {
      expect(campaignNameFor({ returnTo, locale: 'en-us', fallback }), String(returnTo)).toBe(fallback)
      expect(ownPagePath(returnTo, 'en-us')).toBeNull()
    }
  })
})

describe('showsSubscribed', () => {
  it('FORM-006 A40 only a signed-in, subscribed shopper sees the subscribed view', () => {
    expect(showsSubscribed({ signedIn: true, email: 'a@example.com', subscribed: true })).toBe(true)
    expect(showsSubscribed({ signedIn: true, email: 'a@example.com', subscribed: false })).toBe(false)
    expect(showsSubscribed({ signedIn: false, subscribed: true })).toBe(false)
  })
})

describe('newsletterSubscribedEvent', () => {
  it('FORM-008 is a user-data event with the campaign and login state, and no email', () => {
    const event = newsletterSubscribedEvent({ campaignName: '/en-us', signedIn: false })
    expect(event).toEqual({
      event: 'user_data',
      user_action: 'newsletter_subscribe',
      newsletter_optin: 'true',
      campaign_name: '/en-us',
      login_status: 'guest',
    })
  })
})
