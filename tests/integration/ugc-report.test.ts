import { describe, expect, it } from 'vitest'
import { action, loader } from '#app/routes/ugc-report.tsx'
import { socialStore } from '#mocks/ugc/social-media.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

const PARAMS = { locale: 'en-us' }
const BACK = '/en-us/c/running-shoes-1010?photos=1#ugc-plp-social-photos'

function report(form: Record<string, string>, jar?: CookieJar) {
  return runRoute<unknown>(
    action,
    post(
      '/en-us/ugc/report',
      { intent: 'report-media', mediaId: 'sm-002', reason: 'spam', redirectTo: BACK, ...form },
      jar,
    ),
    PARAMS,
  )
}

async function reportCalls() {
  return (await capturedRequests()).filter(
    (r) => r.method === 'POST' && /^\/social\/media\/[^/]+\/reports$/.test(r.path),
  )
}

describe('reporting a social gallery photo (CAT-054)', () => {
  it('CAT-054 a plain post reports the photo once and goes back to the grid with a confirmation', async () => {
    const result = await report({})
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe(BACK)
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'success',
      title: expect.stringMatching(/received your report/),
    })
    const calls = await reportCalls()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ path: '/social/media/sm-002/reports', body: { reason: 'spam' } })
    expect(calls[0]!.headers['x-api-key']).toBe('emulator-social-key')
    expect(socialStore.reports).toEqual([expect.objectContaining({ mediaId: 'sm-002', reason: 'spam' })])
  })

  it('CAT-054 a hydrated form gets the answer in place', async () => {
    const result = await report({ enhanced: '1' })
    expect(result.status).toBe(200)
    expect(result.data).toEqual({ reported: 'sm-002' })
  })

  it('CAT-054 a double submit from one shopper reaches the host once', async () => {
    const jar = new CookieJar()
    jar.store((await runRoute(loader, get('/en-us/ugc/report'), PARAMS)).cookies)
    const [first, second] = await Promise.all([report({}, jar), report({}, jar)])
    expect([first.status, second.status]).toEqual([303, 303])
    expect(await reportCalls()).toHaveLength(1)
  })

  it('refuses a reason the host does not know: the message at the field, nothing sent, never a 5xx', async () => {
    const enhanced = await report({ reason: 'boring', enhanced: '1' })
    expect(enhanced.status).toBe(400)
    expect(enhanced.data).toMatchObject({ reply: { errors: { reason: 'Choose a reason for your report.' } } })
    const plain = await report({ reason: '' })
    expect(plain.status).toBe(303)
    expect(toastOf(plain.cookies)).toMatchObject({ type: 'error', title: 'Choose a reason for your report.' })
    expect(await reportCalls()).toEqual([])
  })

  it('keeps the way back on our site and answers 400 to another intent', async () => {
    const away = await report({ redirectTo: 'https://evil.example.com/' })
    expect(away.response?.headers.get('Location')).toBe('/en-us')
    expect((await report({ intent: 'delete-media' })).status).toBe(400)
  })

  it('a failure of the host shows its message and may be retried', async () => {
    await injectFault({ path: '^/social/media/sm-002/reports$', status: 503, times: 1 })
    const failed = await report({})
    expect(failed.status).toBe(303)
    expect(toastOf(failed.cookies)).toMatchObject({
      type: 'error',
      title: expect.stringMatching(/could not send/),
    })
    const retried = await report({ enhanced: '1' })
    expect(retried.data).toEqual({ reported: 'sm-002' })
  })

  it('CAT-054 the report page names the photo and the gallery to go back to, and reports nothing itself', async () => {
    const query = new URLSearchParams({ mediaId: 'sm-002', redirectTo: BACK })
    const result = await runRoute<{ mediaId: string; back: string; title: string }>(
      loader,
      get(`/en-us/ugc/report?${query}`),
      PARAMS,
    )
    expect(result.data).toMatchObject({
      mediaId: 'sm-002',
      back: BACK,
      title: 'Report a photo | Trailhead Outfitters',
    })
    expect(await reportCalls()).toEqual([])
  })

  it('the report page goes back only to our own pages: another site’s address is home', async () => {
    for (const redirectTo of ['https://evil.example.com/', '//evil.example.com/x', '']) {
      const query = new URLSearchParams({ mediaId: 'sm-002', redirectTo })
      const result = await runRoute<{ back: string }>(loader, get(`/en-us/ugc/report?${query}`), PARAMS)
      expect(result.data?.back, redirectTo).toBe('/en-us')
    }
  })

  it('without a photo the host could know, the page has nothing to show: it goes home', async () => {
    for (const search of ['', '?mediaId=', '?mediaId=..%2F..%2Fadmin', `?mediaId=${'a'.repeat(65)}`]) {
      const result = await runRoute(loader, get(`/en-us/ugc/report${search}`), PARAMS)
      expect(result.status, search).toBe(302)
      expect(result.response?.headers.get('Location')).toBe('/en-us')
    }
    expect(await reportCalls()).toEqual([])
  })
})
