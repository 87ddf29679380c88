import { describe, expect, it } from 'vitest'
import {
  EVENT_QUEUE_SIZE,
  EVENT_RETRIES,
  SEGMENT_CACHE_SIZE,
  SEGMENT_CACHE_TIMEOUT_MS,
  customerDataIntegration,
  hasIdentifier,
  identifyEvent,
  isDelivered,
  isRetryable,
  pageViewEvent,
  parseAudiences,
  pixelRequestUrl,
} from './customer-data.ts'

const ODP = {
  key: 'odp',
  host: 'https://cdp.example.com',
  publicKey: 'W4WzcEs-ABgXorzY7h1LCQ',
  pixelUrl: 'https://pixel.example.com',
}

describe('customer-data settings from the datafile', () => {
  it('PERS-077 reads host, public key and pixel url from the integrations entry keyed "odp"', () => {
    const datafile = { version: '4', integrations: [{ key: 'other', host: 'https://x.example' }, ODP] }
    expect(customerDataIntegration(datafile)).toEqual({
      host: 'https://cdp.example.com',
      publicKey: 'W4WzcEs-ABgXorzY7h1LCQ',
      pixelUrl: 'https://pixel.example.com',
    })
    // The SDK hands the datafile over as JSON text.
    expect(customerDataIntegration(JSON.stringify(datafile))?.host).toBe('https://cdp.example.com')
  })

  it('PERS-077 takes the first non-empty value of each field when several odp entries exist', () => {
    const datafile = {
      integrations: [
        { key: 'odp', publicKey: 'first-key' },
        {
          key: 'odp',
          host: 'https://cdp.example.com',
          publicKey: 'second-key',
          pixelUrl: 'https://p.example',
        },
      ],
    }
    expect(customerDataIntegration(datafile)).toEqual({
      host: 'https://cdp.example.com',
      publicKey: 'first-key',
      pixelUrl: 'https://p.example',
    })
  })

  it('PERS-077 no odp entry, no key, a bad url or a broken datafile: not integrated', () => {
    expect(
      customerDataIntegration({ integrations: [{ key: 'snowflake', host: 'https://s.example' }] }),
    ).toBeNull()
    expect(customerDataIntegration({ version: '4' })).toBeNull()
    expect(customerDataIntegration({ integrations: [{ ...ODP, publicKey: '' }] })).toBeNull()
    expect(
      customerDataIntegration({ integrations: [{ ...ODP, pixelUrl: 'javascript:alert(1)' }] }),
    ).toBeNull()
    expect(customerDataIntegration({ integrations: [{ ...ODP, host: 'not a url' }] })).toBeNull()
    expect(customerDataIntegration('{not json')).toBeNull()
    expect(customerDataIntegration(null)).toBeNull()
  })
})

describe('audiences answer', () => {
  const answer = (edges: unknown) => ({ data: { customer: { audiences: { edges } } } })

  it('PERS-073 reads data.customer.audiences.edges[].node and keeps the qualified names', () => {
    const json = answer([
      { node: { name: 'has_purchased', state: 'qualified' } },
      { node: { name: 'likes_hiking', state: 'not_qualified' } },
      { node: { name: 'likes_running', state: 'qualified', description: 'extra fields pass' } },
    ])
    expect(parseAudiences(json)).toEqual({ ok: true, segments: ['has_purchased', 'likes_running'] })
    expect(parseAudiences(answer([]))).toEqual({ ok: true, segments: [] })
  })

  it('PERS-073 an unknown identifier, another error or a malformed answer is a failure with its reason', () => {
    const error = (code: string, classification: string) => ({
      errors: [{ message: 'x', extensions: { code, classification } }],
      data: { customer: null },
    })
    expect(parseAudiences(error('INVALID_IDENTIFIER_EXCEPTION', 'DataFetchingException'))).toEqual({
      ok: false,
      reason: 'invalid identifier',
    })
    expect(parseAudiences(error('OTHER', 'InternalError'))).toEqual({ ok: false, reason: 'InternalError' })
    expect(parseAudiences({ data: { customer: { audiences: { edges: [{ node: { name: 1 } }] } } } })).toEqual(
      {
        ok: false,
        reason: 'decode error',
      },
    )
    expect(parseAudiences({ data: { customer: null } })).toEqual({ ok: false, reason: 'decode error' })
    expect(parseAudiences('nope')).toEqual({ ok: false, reason: 'decode error' })
  })
})

describe('pixel events', () => {
  const integration = { host: ODP.host, publicKey: ODP.publicKey, pixelUrl: 'https://emulator.example/cdp' }

  it('PERS-075 a page view is a GET of {pixelUrl}/v2/zaius.gif with identifiers, data, tracker_id, event_type and vdl_action', () => {
    const event = pageViewEvent(
      { vuid: 'vuid_abc', fs_user_id: 'C000000001' },
      { path: '/en-us/c/running-1010', pageType: 'PLP' },
      'id-1',
    )
    const url = pixelRequestUrl(integration, event)
    expect(`${url.origin}${url.pathname}`).toBe('https://emulator.example/cdp/v2/zaius.gif')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vuid: 'vuid_abc',
      fs_user_id: 'C000000001',
      idempotence_id: 'id-1',
      data_source: 'storefront',
      page: '/en-us/c/running-1010',
      page_type: 'PLP',
      tracker_id: ODP.publicKey,
      event_type: 'pageview',
      vdl_action: 'viewed',
    })
  })

  it('PERS-075 the identify event carries the SDK type and action; missing identifiers are left out', () => {
    const url = pixelRequestUrl(
      { ...integration, pixelUrl: 'https://p.example/' },
      identifyEvent({ fs_user_id: 'C1' }, 'id-2'),
    )
    expect(url.pathname).toBe('/v2/zaius.gif')
    expect(url.searchParams.get('event_type')).toBe('fullstack')
    expect(url.searchParams.get('vdl_action')).toBe('identified')
    expect(url.searchParams.has('vuid')).toBe(false)
    expect(hasIdentifier(identifyEvent({}, 'id-3'))).toBe(false)
    expect(hasIdentifier(identifyEvent({ vuid: 'vuid_x' }, 'id-4'))).toBe(true)
  })

  it('ERR-141 5xx and network errors are retried; 4xx is logged only; 2xx and 3xx are delivered', () => {
    expect(isRetryable({ status: 500 })).toBe(true)
    expect(isRetryable({ status: 503 })).toBe(true)
    expect(isRetryable({ networkError: true })).toBe(true)
    expect(isRetryable({ status: 400 })).toBe(false)
    expect(isRetryable({ status: 429 })).toBe(false)
    expect(isDelivered({ status: 200 })).toBe(true)
    expect(isDelivered({ status: 204 })).toBe(true)
    expect(isDelivered({ status: 400 })).toBe(false)
    expect(isDelivered({ networkError: true })).toBe(false)
  })

  it('CONST-061 the event queue holds 100 with 3 retries; CONST-063 the segment cache 100 entries for 600 s', () => {
    expect(EVENT_QUEUE_SIZE).toBe(100)
    expect(EVENT_RETRIES).toBe(3)
    expect(SEGMENT_CACHE_SIZE).toBe(100)
    expect(SEGMENT_CACHE_TIMEOUT_MS).toBe(600_000)
  })
})
