import { getResponse } from 'msw'
import { beforeEach, describe, expect, test } from 'vitest'
import datafile from '#app/features/personalisation/datafile.json' with { type: 'json' }
import { handlers, notModifiedSince, resetExperimentation } from './experimentation.ts'

const BASE = 'http://emulator.test'

async function call(path: string, init?: RequestInit) {
  return (await getResponse(handlers, new Request(`${BASE}${path}`, init)))!
}

beforeEach(() => resetExperimentation())

describe('experimentation provider', () => {
  test('PERS-062 the CDN serves the datafile by SDK key with Last-Modified; If-Modified-Since not older is a 304', async () => {
    const first = await call('/cdn/datafiles/storefront-key.json')
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ projectId: datafile.projectId, revision: datafile.revision })
    const lastModified = first.headers.get('Last-Modified')!
    expect(Date.parse(lastModified)).not.toBeNaN()

    const again = await call('/cdn/datafiles/storefront-key.json', {
      headers: { 'If-Modified-Since': lastModified },
    })
    expect(again.status).toBe(304)
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString()
    expect(
      (await call('/cdn/datafiles/storefront-key.json', { headers: { 'If-Modified-Since': older } })).status,
    ).toBe(200)
  })

  test('PERS-062 a swapped datafile is newer: the client that has the old one gets it', async () => {
    const first = await call('/cdn/datafiles/k.json')
    const lastModified = first.headers.get('Last-Modified')!
    const swap = await call('/__emulator/experimentation/datafile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...datafile, revision: '2' }),
    })
    expect(swap.status).toBe(200)
    const next = await call('/cdn/datafiles/k.json', { headers: { 'If-Modified-Since': lastModified } })
    expect(next.status).toBe(200)
    expect(await next.json()).toMatchObject({ revision: '2' })
    const refused = await call('/__emulator/experimentation/datafile', { method: 'POST', body: '{"a":1}' })
    expect(refused.status).toBe(400)
  })

  test('PERS-066 the log endpoint accepts a batch of visitors with 204 and refuses anything else', async () => {
    const batch = {
      account_id: '1',
      project_id: '2',
      revision: '1',
      client_name: 'node-sdk',
      client_version: '6.6.1',
      anonymize_ip: true,
      enrich_decisions: true,
      visitors: [{ visitor_id: 'vuid_1', attributes: [], snapshots: [{ decisions: [], events: [] }] }],
    }
    const post = (body: string) =>
      call('/logx/v1/events', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    expect((await post(JSON.stringify(batch))).status).toBe(204)
    expect((await post('{}')).status).toBe(400)
    expect((await post('not json')).status).toBe(400)
  })

  test('PERS-062 If-Modified-Since is compared as a date', () => {
    const at = new Date('2026-11-26T10:00:00Z')
    expect(notModifiedSince(null, at)).toBe(false)
    expect(notModifiedSince('nonsense', at)).toBe(false)
    expect(notModifiedSince(at.toUTCString(), at)).toBe(true)
    expect(notModifiedSince(new Date(at.getTime() - 1000).toUTCString(), at)).toBe(false)
  })
})
