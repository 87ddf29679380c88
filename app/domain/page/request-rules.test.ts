import { describe, expect, it } from 'vitest'
import {
  isPreviewRequest,
  parsePreviewDateRFC1123,
  parsePreviewDateTime,
  previewFrom,
  previewToRemember,
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
  })

  it('a preview date that cannot be read is refused, never read as now: no /pre, no header, the value kept', () => {
    const refused = {
      '?previewDateTime=next-week': { name: 'previewDateTime', value: 'next-week' },
      '?preview=true&previewDateTime=31/12/2026': { name: 'previewDateTime', value: '31/12/2026' },
      '?preview=true&previewDateRFC1123=tomorrow': { name: 'previewDateRFC1123', value: 'tomorrow' },
      // The weekday does not match the day: the header would name a day that does not exist.
      '?preview=true&previewDateRFC1123=Fri,%2001%20Dec%202026%2010:00:00%20GMT': {
        name: 'previewDateRFC1123',
        value: 'Fri, 01 Dec 2026 10:00:00 GMT',
      },
    }
    for (const [query, invalidDate] of Object.entries(refused)) {
      const options = previewFrom(url(query), open)
      expect(options, query).toMatchObject({ active: false, invalidDate })
      expect(options.dateRFC1123, query).toBeUndefined()
      expect(options.at, query).toBeUndefined()
      // Refused, the page tells the editor so: it is never stored, and reads through every cache.
      expect(isPreviewRequest(options), query).toBe(true)
      expect(readsThroughCaches(options), query).toBe(true)
    }
    // A date nobody asked to preview with is nothing to refuse.
    expect(previewFrom(url('?preview=false&previewDateTime=next-week'), open).invalidDate).toBeUndefined()
    expect(previewFrom(url('?preview=true&previewDateTime='), open)).toMatchObject({ active: true })
  })

  it('a page whose query names no preview stays in the preview the browser is in, at its date', () => {
    const remembered = 'preview=true&previewDateTime=2026-12-01T10%3A00&cms=qa'
    expect(previewFrom(url('/c/jackets-2010?page=2'), open, remembered)).toMatchObject({
      active: true,
      at: '2026-12-01T10:00:00.000Z',
      dateRFC1123: 'Tue, 01 Dec 2026 10:00:00 GMT',
      contentEnvironment: { name: 'qa' },
      source: 'remembered',
    })
    // The page's own query decides when it names a preview parameter.
    expect(previewFrom(url('?preview=false'), open, remembered)).toMatchObject({
      active: false,
      source: 'query',
    })
    expect(previewFrom(url('?preview=true'), open, remembered).at).toBeUndefined()
    // In production the remembered preview counts only for an editor, as the query does.
    const visitor = { production: true, editor: false, environments: ENVIRONMENTS }
    expect(previewFrom(url(''), visitor, remembered)).toEqual({ active: false, bypassAllCache: false })
    expect(previewFrom(url(''), { ...visitor, editor: true }, remembered)).toMatchObject({ active: true })
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

describe('previewToRemember', () => {
  const remember = (query: string, remembered?: string) =>
    previewToRemember(url(query), previewFrom(url(query), open, remembered), remembered)

  it('keeps the preview choice of a query that enters or changes preview, and only that choice', () => {
    expect(remember('?preview=true&previewDateTime=2026-12-01T10:00&page=2')).toBe(
      'preview=true&previewDateTime=2026-12-01T10%3A00',
    )
    expect(remember('?cms=qa')).toBe('cms=qa')
    expect(remember('?preview=true', 'preview=true')).toBeUndefined()
  })

  it('forgets it on preview=false, and changes nothing for a page without a choice or with a refused date', () => {
    expect(remember('?preview=false', 'preview=true')).toBeNull()
    expect(remember('?preview=false')).toBeUndefined()
    expect(remember('?page=2', 'preview=true')).toBeUndefined()
    expect(remember('?previewDateTime=31/12/2026', 'preview=true')).toBeUndefined()
    expect(remember('?bypassAllCache=true')).toBeUndefined()
  })
})

describe('parsePreviewDateRFC1123', () => {
  it('reads an RFC 1123 date in GMT whose weekday matches its day, and nothing else', () => {
    expect(parsePreviewDateRFC1123('Thu, 24 Dec 2026 08:00:00 GMT')?.toISOString()).toBe(
      '2026-12-24T08:00:00.000Z',
    )
    expect(parsePreviewDateRFC1123('Wed, 24 Dec 2026 08:00:00 GMT')).toBeUndefined()
    expect(parsePreviewDateRFC1123('Thu, 31 Feb 2026 08:00:00 GMT')).toBeUndefined()
    expect(parsePreviewDateRFC1123('2026-12-24T08:00:00Z')).toBeUndefined()
    expect(parsePreviewDateRFC1123('Thu, 24 Dec 2026 08:00:00 +0100')).toBeUndefined()
    expect(parsePreviewDateRFC1123('')).toBeUndefined()
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
