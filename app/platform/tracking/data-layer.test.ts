import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dataLayerCategory,
  menuClickEvent,
  newsletterSubscribedEvent,
  popupEvent,
} from '#app/domain/tracking/data-layer.ts'
import { pushDataLayer } from './data-layer.ts'

/** A browser whose document element lists `allowed` as the server wrote it (root loader), or nothing. */
function browserWith(allowed: string | null) {
  const win: { dataLayer?: unknown[] } = {}
  vi.stubGlobal('window', win)
  vi.stubGlobal('document', { documentElement: { getAttribute: () => allowed } })
  return win
}

const POPUP = popupEvent('impression', 'Spring Newsletter')
const MENU = menuClickEvent(['Men', 'Shoes'], '/en-gb/c/shoes-1000')
const NEWSLETTER = newsletterSubscribedEvent({ campaignName: '/en-gb', signedIn: false })

describe('the dataLayer consent gate', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('PERS-001 analytics events need performance and analytics; the newsletter user data needs targeting', () => {
    expect(dataLayerCategory(POPUP)).toBe('performance')
    expect(dataLayerCategory(MENU)).toBe('performance')
    expect(dataLayerCategory(NEWSLETTER)).toBe('targeting')
  })

  it('PLAT-042 PERS-001 an EMEA visitor without consent (required only) gets nothing pushed', () => {
    const win = browserWith('required')
    for (const event of [POPUP, MENU, NEWSLETTER]) pushDataLayer(event)
    expect(win.dataLayer ?? []).toEqual([])
  })

  it('PLAT-042 performance consent lets analytics events through, and only those', () => {
    const win = browserWith('required performance')
    for (const event of [POPUP, MENU, NEWSLETTER]) pushDataLayer(event)
    expect(win.dataLayer).toEqual([POPUP, MENU])
  })

  it('PLAT-041 every category allowed (outside EMEA): every event is pushed', () => {
    const win = browserWith('required performance functional targeting')
    for (const event of [POPUP, MENU, NEWSLETTER]) pushDataLayer(event)
    expect(win.dataLayer).toEqual([POPUP, MENU, NEWSLETTER])
  })

  it('PERS-001 a page without the consent attribute (an error page) pushes nothing', () => {
    const win = browserWith(null)
    pushDataLayer(POPUP)
    expect(win.dataLayer ?? []).toEqual([])
  })
})

describe('the browser analytics dispatcher', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('VAL-056 browser analytics data is not batched: each event is in the dataLayer as it is pushed, with no flush timer (batch size 1, flush interval 0; A5)', () => {
    vi.useFakeTimers()
    const win = browserWith('required performance targeting')
    pushDataLayer(POPUP)
    expect(win.dataLayer).toEqual([POPUP])
    pushDataLayer(MENU)
    pushDataLayer(NEWSLETTER)
    // One entry per event, there at once: nothing waits for a batch to fill or for an interval.
    expect(win.dataLayer).toEqual([POPUP, MENU, NEWSLETTER])
    expect(vi.getTimerCount()).toBe(0)
  })
})
