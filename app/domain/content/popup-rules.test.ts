import { describe, expect, it } from 'vitest'
import { NEWSLETTER_POPUP, REGISTRATION_POPUP } from '#mocks/content/seed/popups.ts'
import { PopupListSchema } from './content.ts'
import {
  classifyPopup,
  DISMISSED_POPUPS_COOKIE,
  dismissedPopupsCookie,
  dismissedPopupsFromCookie,
  POPUP_DEFAULT_DELAY_MS,
  popupColors,
  popupToShow,
  toPopupView,
} from './popup-rules.ts'
import { contrastRatio, hexColour as hexColor } from './colour.ts'

const parse = (popups: unknown[]) => PopupListSchema.parse({ popups }).popups

describe('classifyPopup', () => {
  it('CMS-103 a name containing "newsletter" in any case is a Newsletter pop-up', () => {
    expect(classifyPopup('Spring Newsletter')).toEqual({ category: 'Newsletter' })
    expect(classifyPopup('NEWSLETTER-signup')).toEqual({ category: 'Newsletter' })
    expect(classifyPopup('trailNewsletter2025')).toEqual({ category: 'Newsletter' })
  })

  it('CMS-103 any other name is an Account pop-up with action Registration', () => {
    expect(classifyPopup('Join')).toEqual({ category: 'Account', action: 'Registration' })
    expect(classifyPopup('News and letters')).toEqual({ category: 'Account', action: 'Registration' })
  })
})

describe('toPopupView', () => {
  it('CMS-100 maps every field of the pop-up', () => {
    const [view] = parse([NEWSLETTER_POPUP]).map(toPopupView)
    expect(view).toEqual({
      name: 'Spring Newsletter',
      delayMs: 2000,
      classification: { category: 'Newsletter' },
      title: 'Trail notes, straight to your inbox',
      minimizedTitle: 'Get 10% off your first order',
      maximizedTitle: 'Join the Trailhead newsletter',
      logo: {
        url: '/images/content/menu-popup-newsletter.svg',
        alt: 'Trailhead Outfitters',
        width: 96,
        height: 96,
      },
      logoSize: 'default',
      disclaimer: NEWSLETTER_POPUP.disclaimer,
      targets: [
        { url: '/sign-up', text: 'Sign up', style: 'primary' },
        { url: '/basecamp', text: 'Read the stories first', style: 'secondary' },
      ],
      colors: { background: '#f0fdf4', text: '#111827', title: '#14532d', disclaimer: '#374151' },
    })
    const [registration] = parse([REGISTRATION_POPUP]).map(toPopupView)
    expect(registration).toMatchObject({
      delayMs: 4000,
      logoSize: 'large',
      classification: { category: 'Account', action: 'Registration' },
      colors: { background: '#14532d', text: '#ffffff', title: '#fde68a', disclaimer: '#e5e7eb' },
    })
  })

  it('CONST-032 a pop-up without a delay waits 2000 ms; the titles fall back to title, then name', () => {
    expect(POPUP_DEFAULT_DELAY_MS).toBe(2000)
    const [bare, titled] = parse([{ name: 'Join' }, { name: 'Join us', title: 'Members save more' }]).map(
      toPopupView,
    )
    expect(bare).toMatchObject({
      delayMs: 2000,
      minimizedTitle: 'Join',
      maximizedTitle: 'Join',
      logoSize: 'default',
      targets: [],
      colors: {},
    })
    expect(titled).toMatchObject({ minimizedTitle: 'Members save more', maximizedTitle: 'Members save more' })
  })

  it('keeps only buttons with a text, and falls back on an unknown logo size or a bad delay', () => {
    const [view] = parse([
      {
        name: 'Join',
        delay: -5,
        logoSize: 'huge',
        targets: [{ url: '/sign-up' }, { url: '/sign-in', text: 'Sign in' }],
      },
    ]).map(toPopupView)
    expect(view).toMatchObject({ delayMs: 2000, logoSize: 'default', targets: [{ url: '/sign-in' }] })
  })

  it('drops a malformed pop-up instead of failing the list', () => {
    expect(parse([{ title: 'no name' }, { name: 'Join' }, 'nonsense']).map((p) => p.name)).toEqual(['Join'])
  })
})

describe('popupColors', () => {
  it('accepts hex colours only and normalises them', () => {
    expect(hexColor('#ABC')).toBe('#aabbcc')
    expect(hexColor(' #14532D ')).toBe('#14532d')
    expect(hexColor('red')).toBeUndefined()
    expect(hexColor('#14532d; position: fixed')).toBeUndefined()
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
  })

  it('picks readable body text for the background and drops unreadable title and disclaimer colours', () => {
    expect(popupColors({ backgroundColor: '#111111' }).text).toBe('#ffffff')
    expect(popupColors({ backgroundColor: '#fef3c7' }).text).toBe('#111827')
    // Light grey on white: under 3:1 for the title, under 4.5:1 for the disclaimer.
    expect(popupColors({ titleColor: '#cccccc', disclaimerColor: '#999999' })).toEqual({
      background: undefined,
      text: undefined,
      title: undefined,
      disclaimer: undefined,
    })
    // Mid grey passes 3:1 (large title) but not 4.5:1 (small disclaimer).
    expect(popupColors({ titleColor: '#888888', disclaimerColor: '#888888' })).toMatchObject({
      title: '#888888',
      disclaimer: undefined,
    })
  })
})

describe('dismissed pop-ups', () => {
  it('CMS-104 the cookie round-trips names with commas, spaces and accents', () => {
    const names = ['Spring Newsletter', 'Join, now', 'Été 2025']
    const assignment = dismissedPopupsCookie(names)
    expect(assignment).toMatch(/^dismissedPopups=Spring%20Newsletter,Join%2C%20now,%C3%89t%C3%A9%202025;/)
    expect(assignment).toContain('Path=/')
    expect(assignment).toContain('SameSite=Lax')
    const value = assignment.split(';')[0]!
    expect(dismissedPopupsFromCookie(`theme=dark; ${value}; other=1`)).toEqual(names)
    expect(DISMISSED_POPUPS_COOKIE).toBe('dismissedPopups')
  })

  it('CMS-104 reads nothing from a missing or broken cookie, and keeps the newest 20 names once each', () => {
    expect(dismissedPopupsFromCookie(null)).toEqual([])
    expect(dismissedPopupsFromCookie('other=1')).toEqual([])
    expect(dismissedPopupsFromCookie('dismissedPopups=%E0%A4%A,Join')).toEqual(['Join'])
    const many = Array.from({ length: 25 }, (_, i) => `p${i}`)
    const value = dismissedPopupsCookie([...many, 'p24']).split(';')[0]!
    expect(dismissedPopupsFromCookie(value)).toEqual(many.slice(5))
  })

  it('CMS-104 a dismissed pop-up is not shown; the next one is', () => {
    const popups = [{ name: 'Spring Newsletter' }, { name: 'Join' }]
    expect(popupToShow(popups, [])?.name).toBe('Spring Newsletter')
    expect(popupToShow(popups, ['Spring Newsletter'])?.name).toBe('Join')
    expect(popupToShow(popups, ['Join', 'Spring Newsletter'])).toBeNull()
  })
})
