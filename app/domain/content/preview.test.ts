import { describe, expect, it } from 'vitest'
import {
  controlsHiddenFields,
  DEFAULT_PREVIEW_LIMIT,
  documentPreviewHref,
  envFromUrl,
  exitPreviewHref,
  formatPreviewMoment,
  framedAddress,
  frameHiddenFields,
  isPreviewLimit,
  PREVIEW_LIMITS,
  previewChanged,
  previewRibbonView,
  showcasePaging,
  toolHref,
} from './preview.ts'

describe('envFromUrl', () => {
  it.each([
    ['http://localhost:3000/en-us', 'localhost'],
    ['http://127.0.0.1:3300/en-gb/c/jackets-2010', 'localhost'],
    ['http://shop.localhost:5173/', 'localhost'],
    ['https://pr-482.preview.shop.example.com/en-us', 'pr'],
    ['https://deploy-preview-12--shop.netlify.app/', 'pr'],
    ['https://shop-pr123.example.com/', 'pr'],
    ['https://dev.shop.example.com/en-us', 'dev'],
    ['https://shop-dev.example.com/', 'dev'],
    ['https://qa.shop.example.com/fr-ca', 'qa'],
    ['https://shop.qa.example.com/', 'qa'],
    ['https://preprod.shop.example.com/', 'preprod'],
    ['https://shop-pre-prod.example.com/', 'preprod'],
    ['https://www.shop.example.com/en-us', 'production'],
    ['https://shop-prod.example.com/', 'production'],
    ['https://developer.example.com/', 'unknown'],
    ['https://product-reviews.example.org/', 'unknown'],
    ['https://example.org/', 'unknown'],
    ['not an address', 'unknown'],
    ['/en-us/help', 'unknown'],
  ])('CMS-153 %s is %s', (address, env) => {
    expect(envFromUrl(address)).toBe(env)
  })

  it('CMS-153 a configured production host is production, other hosts stay unknown', () => {
    const productionHosts = ['shop.example.com']
    expect(envFromUrl('https://shop.example.com/en-us', { productionHosts })).toBe('production')
    expect(envFromUrl('https://shop.example.net/en-us', { productionHosts })).toBe('unknown')
  })
})

describe('preview tool controls', () => {
  it('CMS-152 CONST-021 offers 10, 20 and 50 per page and starts at 20', () => {
    expect(PREVIEW_LIMITS).toEqual([10, 20, 50])
    expect(DEFAULT_PREVIEW_LIMIT).toBe(20)
    expect([10, 20, 50].every(isPreviewLimit)).toBe(true)
    expect([0, 25, 100, '20'].some(isPreviewLimit)).toBe(false)
  })

  it('CMS-151 a controls submit goes back to page 1, keeping the preview parameters and the frame', () => {
    const url = new URL(
      'http://localhost/en-us/preview-tool?docType=banner&limit=10&page=3&previewDateTime=2026-12-01&frame=%2Fen-us',
    )
    const hidden = controlsHiddenFields(url)
    expect(hidden).toEqual([
      ['previewDateTime', '2026-12-01'],
      ['frame', '/en-us'],
      ['page', '1'],
    ])
    // The visible controls are fields of their own: not carried twice.
    expect(hidden.map(([name]) => name)).not.toContain('docType')
    expect(hidden.filter(([name]) => name === 'page')).toEqual([['page', '1']])
  })

  it('the frame form keeps the controls and the page, and replaces the frame', () => {
    const url = new URL('http://localhost/en-us/preview-tool?docType=banner&page=2&frame=%2Fen-us')
    expect(frameHiddenFields(url)).toEqual([
      ['docType', 'banner'],
      ['page', '2'],
    ])
  })

  it('builds paging and frame links on the tool address', () => {
    const url = new URL('http://localhost/en-us/preview-tool?docType=banner&limit=10&page=1')
    expect(toolHref(url, { page: '2' })).toBe('/en-us/preview-tool?docType=banner&limit=10&page=2')
    expect(toolHref(url, { frame: '/en-us?preview=true', page: null })).toBe(
      '/en-us/preview-tool?docType=banner&limit=10&frame=%2Fen-us%3Fpreview%3Dtrue',
    )
  })

  it('pages through a counted showcase to its last page, an uncounted one while pages are full', () => {
    expect(showcasePaging({ page: 1, limit: 10, total: 12, count: 10 })).toEqual({
      page: 1,
      pages: 2,
      previous: null,
      next: 2,
    })
    expect(showcasePaging({ page: 2, limit: 10, total: 12, count: 2 })).toEqual({
      page: 2,
      pages: 2,
      previous: 1,
      next: null,
    })
    expect(showcasePaging({ page: 1, limit: 20, total: 0, count: 0 })).toMatchObject({ pages: 1, next: null })
    expect(showcasePaging({ page: 3, limit: 20, count: 20 })).toEqual({
      page: 3,
      pages: null,
      previous: 2,
      next: 4,
    })
    expect(showcasePaging({ page: 3, limit: 20, count: 7 }).next).toBeNull()
    // Past the last page: back to the last one.
    expect(showcasePaging({ page: 5, limit: 10, total: 12, count: 0 })).toMatchObject({
      previous: 2,
      next: null,
    })
  })

  it('frames http(s) addresses and site paths only', () => {
    const origin = 'http://localhost:3000'
    expect(framedAddress('/en-us/help?preview=true', origin)).toBe(
      'http://localhost:3000/en-us/help?preview=true',
    )
    expect(framedAddress(' https://qa.shop.example.com/en-us ', origin)).toBe(
      'https://qa.shop.example.com/en-us',
    )
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'en-us/help',
      '',
      null,
    ])
      expect(framedAddress(bad, origin), String(bad)).toBeNull()
  })

  it('previews a document at its page, with the preview date and content environment of the tool', () => {
    const tool = new URL('http://localhost/en-us/preview-tool?docType=page&previewDateTime=2026-12-24&cms=qa')
    expect(documentPreviewHref('en-us', '/help/contact-us', tool)).toBe(
      '/en-us/help/contact-us?preview=true&previewDateTime=2026-12-24&cms=qa',
    )
    expect(documentPreviewHref('en-gb', '/', new URL('http://localhost/en-gb/preview-tool'))).toBe(
      '/en-gb?preview=true',
    )
  })

  it('previews a scheduled document at the moment it is scheduled for, with the tool’s content environment', () => {
    const launch = '2026-12-12T00:00:00.000Z'
    expect(documentPreviewHref('en-us', '/', new URL('http://localhost/en-us/preview-tool'), launch)).toBe(
      `/en-us?preview=true&previewDateTime=${encodeURIComponent(launch)}`,
    )
    // Its own schedule, not the tool's date (which may be before it shows at all).
    const tool = new URL(
      'http://localhost/en-us/preview-tool?previewDateTime=2026-12-01&previewDateRFC1123=x&cms=qa',
    )
    expect(documentPreviewHref('en-us', '/', tool, launch)).toBe(
      `/en-us?preview=true&previewDateTime=${encodeURIComponent(launch)}&cms=qa`,
    )
    // An unreadable schedule is no schedule: the tool's date, as for any other document.
    expect(documentPreviewHref('en-us', '/', tool, 'soon')).toBe(
      '/en-us?preview=true&previewDateTime=2026-12-01&previewDateRFC1123=x&cms=qa',
    )
  })
})

describe('preview ribbon', () => {
  it('leaving preview goes back to the same page without any preview parameter', () => {
    const url = new URL(
      'http://localhost/en-us/c/jackets-2010?preview=true&previewDateTime=2026-12-01&previewDateRFC1123=x&cms=qa&bypassAllCache=true&page=2&siteId=us',
    )
    expect(exitPreviewHref(url)).toBe('/en-us/c/jackets-2010?page=2&siteId=us')
    expect(exitPreviewHref(new URL('http://localhost/en-us?preview=true'))).toBe('/en-us')
  })

  it('a navigation that enters, leaves or changes preview is a change; another is not', () => {
    const plain = new URL('http://localhost/en-us/cart')
    const preview = new URL('http://localhost/en-us?preview=true')
    expect(previewChanged(plain, preview)).toBe(true)
    expect(previewChanged(preview, plain)).toBe(true)
    expect(
      previewChanged(preview, new URL('http://localhost/en-us?preview=true&previewDateTime=2027-01-01')),
    ).toBe(true)
    expect(previewChanged(preview, new URL('http://localhost/en-us/c/jackets-2010?preview=true'))).toBe(false)
    expect(previewChanged(plain, new URL('http://localhost/en-us/c/jackets-2010?page=2'))).toBe(false)
  })

  it('formats the previewed moment in UTC for the locale', () => {
    expect(formatPreviewMoment('2026-12-08T09:30:00.000Z', 'en-us')).toBe('Dec 8, 2026, 9:30 AM UTC')
    expect(formatPreviewMoment('2026-12-08T09:30:00.000Z', 'en-gb')).toBe('8 Dec 2026, 09:30 UTC')
    expect(formatPreviewMoment('soon', 'en-us')).toBe('soon')
  })

  it('PLAT-035 PLAT-038 shows for preview or another content environment, never otherwise', () => {
    expect(previewRibbonView({ active: false }, 'en-us')).toBeNull()
    expect(previewRibbonView({ active: true, at: '2026-12-08T00:00:00.000Z' }, 'en-us')).toEqual({
      date: 'Dec 8, 2026, 12:00 AM UTC',
      environment: null,
      invalidDate: null,
      leaveAction: '/en-us/preview/leave',
    })
    expect(
      previewRibbonView({ active: false, contentEnvironment: { name: 'qa', url: 'http://qa' } }, 'en-gb'),
    ).toEqual({ date: null, environment: 'qa', invalidDate: null, leaveAction: '/en-gb/preview/leave' })
  })

  it('tells the editor a refused preview date as given, with how one is written', () => {
    const invalidDate = { name: 'previewDateTime', value: '31/12/2026' } as const
    expect(previewRibbonView({ active: false, invalidDate }, 'en-us')).toEqual({
      date: null,
      environment: null,
      invalidDate: { ...invalidDate, example: '2026-12-08T09:30' },
      leaveAction: '/en-us/preview/leave',
    })
  })
})
