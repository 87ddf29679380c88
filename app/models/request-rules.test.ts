import { describe, expect, it } from 'vitest'
import {
  isPreviewRequest,
  parsePreviewDateTime,
  previewFrom,
  readsThroughCaches,
  refusesGuestToken,
  cacheControlFor,
} from './request-rules.ts'

const url = (query: string) => new URL(`http://localhost/en-us${query}`)
const ENVIRONMENTS = { qa: 'https://content-qa.example.com', dev: 'https://content-dev.example.com' }
const open = { production: false, editor: false, environments: ENVIRONMENTS }

describe('previewFrom', () => {
  it('PLAT-035 preview=true or a preview date-time turns preview on; preview=false or nothing keeps it off', () => {
    expect(previewFrom(url('?preview=true'), open).active).toBe(true)
    expect(previewFrom(url('?previewDateTime=2026-12-01T10:00'), open).active).toBe(true)
    expect(previewFrom(url('?preview=false&previewDateTime=2026-12-01T10:00'), open).active).toBe(false)
    expect(previewFrom(url('?preview=false'), open).active).toBe(false)
    expect(previewFrom(url(''), open)).toMatchObject({ active: false, bypassAllCache: false })
    expect(isPreviewRequest(previewFrom(url(''), open))).toBe(false)
  })

  it('PLAT-039 previewDateRFC1123 is the header value verbatim; a previewDateTime alone gives its RFC 1123 form', () => {
    const verbatim = previewFrom(
      url('?preview=true&previewDateRFC1123=Tue,%2001%20Dec%202026%2010:00:00%20GMT'),
    )
    expect(verbatim.dateRFC1123).toBe('Tue, 01 Dec 2026 10:00:00 GMT')
    expect(verbatim.at).toBe('2026-12-01T10:00:00.000Z')
    // A zone-less date-time is UTC, as content schedules are.
    const derived = previewFrom(url('?previewDateTime=2026-12-01T10:00'))
    expect(derived.dateRFC1123).toBe('Tue, 01 Dec 2026 10:00:00 GMT')
    expect(previewFrom(url('?previewDateTime=2026-12-01T10:00%2B01:00')).at).toBe('2026-12-01T09:00:00.000Z')
    // An unreadable date still turns preview on (A8), but names no moment.
    const odd = previewFrom(url('?previewDateTime=next-week'))
    expect(odd).toMatchObject({ active: true, dateRFC1123: undefined, at: undefined })
  })

  it('PLAT-039 a preview date without an active preview is ignored: no header, no moment', () => {
    const date = 'Tue,%2001%20Dec%202026%2010:00:00%20GMT'
    for (const query of [
      `?previewDateRFC1123=${date}`,
      `?preview=false&previewDateRFC1123=${date}`,
      '?preview=false&previewDateTime=2026-12-01T10:00',
    ]) {
      const options = previewFrom(url(query))
      expect(options, query).toMatchObject({ active: false, dateRFC1123: undefined, at: undefined })
      expect(readsThroughCaches(options), query).toBe(false)
    }
  })

  it('PLAT-037 a preview or bypassAllCache=true reads through every cache, the page cache included', () => {
    expect(readsThroughCaches(previewFrom(url('?bypassAllCache=true')))).toBe(true)
    expect(readsThroughCaches(previewFrom(url('?preview=true')))).toBe(true)
    expect(readsThroughCaches(previewFrom(url('?bypassAllCache=false')))).toBe(false)
    expect(readsThroughCaches(previewFrom(url('')))).toBe(false)
  })

  it('PLAT-037 reads bypassAllCache=true only', () => {
    expect(previewFrom(url('?bypassAllCache=true')).bypassAllCache).toBe(true)
    expect(previewFrom(url('?bypassAllCache=1')).bypassAllCache).toBe(false)
  })

  it('PLAT-038 cms picks a configured content environment outside production; an unknown name is ignored', () => {
    expect(previewFrom(url('?cms=qa'), open).contentEnvironment).toEqual({
      name: 'qa',
      url: 'https://content-qa.example.com',
    })
    expect(isPreviewRequest(previewFrom(url('?cms=qa'), open))).toBe(true)
    expect(previewFrom(url('?cms=staging'), open).contentEnvironment).toBeUndefined()
    expect(previewFrom(url('?cms=toString'), open).contentEnvironment).toBeUndefined()
  })

  it('PLAT-038 in production cms is ignored, even for an editor', () => {
    const editor = { production: true, editor: true, environments: ENVIRONMENTS }
    expect(previewFrom(url('?cms=qa&preview=true'), editor)).toMatchObject({
      active: true,
      contentEnvironment: undefined,
    })
  })

  it('in production the preview query is ignored without the editor preview cookie', () => {
    const visitor = { production: true, editor: false, environments: ENVIRONMENTS }
    const query =
      '?preview=true&previewDateRFC1123=Tue,%2001%20Dec%202026%2010:00:00%20GMT&bypassAllCache=true&cms=qa'
    expect(previewFrom(url(query), visitor)).toEqual({ active: false, bypassAllCache: false })
    const editor = { ...visitor, editor: true }
    expect(previewFrom(url(query), editor)).toMatchObject({ active: true, bypassAllCache: true })
  })
})

describe('parsePreviewDateTime', () => {
  it('reads ISO dates and date-times, a zone-less one as UTC, and nothing else', () => {
    expect(parsePreviewDateTime('2026-12-01')?.toISOString()).toBe('2026-12-01T00:00:00.000Z')
    expect(parsePreviewDateTime('2026-12-01T08:15:30Z')?.toISOString()).toBe('2026-12-01T08:15:30.000Z')
    expect(parsePreviewDateTime('2026-13-01')).toBeUndefined()
    expect(parsePreviewDateTime('Dec 1 2026')).toBeUndefined()
    expect(parsePreviewDateTime(null)).toBeUndefined()
  })
})

describe('refusesGuestToken', () => {
  it('AUTH-001 a refused token outside the sign-in calls is worth renewing', () => {
    expect(refusesGuestToken('AUT432', '/cart/v1/cart')).toBe(true)
    expect(refusesGuestToken('AUT432', '/consumers-v3/auth/signin')).toBe(false)
    expect(refusesGuestToken('AUT400', '/cart/v1/cart')).toBe(false)
  })
})

describe('cacheControlFor', () => {
  it('AUTH-036 PLAT-034 a preview and a page that needs sign-in are never stored; otherwise the route decides', () => {
    expect(cacheControlFor({ preview: true, signInRequired: false, route: 'public, max-age=60' })).toBe(
      'private, no-store',
    )
    expect(cacheControlFor({ preview: false, signInRequired: true, route: 'no-store' })).toBe(
      'private, no-store',
    )
    expect(cacheControlFor({ preview: false, signInRequired: false, route: 'no-store' })).toBe('no-store')
    expect(cacheControlFor({ preview: false, signInRequired: false, route: null })).toBe('private, no-cache')
  })
})
