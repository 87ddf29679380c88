import { describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import {
  ROUTE_SECTIONS,
  samePageIn,
  servedChoices,
  siteOfCountry,
  suggestedLocale,
  type LocationSelectorPage,
} from './location.ts'

describe('samePageIn: where a location switch lands (decision 048)', () => {
  it.each([
    ['/en-us/p/tempo-trail-runner-RS100001', '/de-de/p/tempo-trail-runner-RS100001'],
    ['/en-us/p/tempo-trail-runner-RS100001?colour=001&size=9', '/de-de/p/tempo-trail-runner-RS100001'],
    ['/en-us/p/tempo-trail-runner-RS100001/stores', '/de-de/p/tempo-trail-runner-RS100001'],
    ['/en-us/c/running-shoes-1010', '/de-de/c/running-shoes-1010'],
    ['/en-us/search?q=rain%20jacket&sort=price', '/de-de/search?q=rain+jacket'],
    ['/en-us/search', '/de-de/search'],
    ['/en-us/cart', '/de-de/cart'],
    ['/en-us/checkout/billing', '/de-de/cart'],
    ['/en-us/checkout', '/de-de/cart'],
    ['/en-us/account/orders/A1001', '/de-de/account/orders/A1001'],
    ['/en-us/favorites', '/de-de/favorites'],
    ['/en-us/menu', '/de-de/menu'],
    ['/en-us/basecamp', '/de-de/basecamp'],
    ['/en-us/stories/summer-trails', '/de-de/stories/summer-trails'],
    ['/en-us', '/de-de'],
    ['/en-us/', '/de-de'],
    ['/en-us/sign-in?redirectTo=/en-us/account', '/de-de'],
    ['/en-us/stores', '/de-de'],
    ['/en-us/order-confirmation', '/de-de'],
    ['/en-us/p/no-id-here', '/de-de'],
    ['/en-us/c/jackets', '/de-de'],
    ['/', '/de-de'],
    ['/nowhere/cart', '/de-de'],
    ['/en-us/../../etc', '/de-de'],
    // PLAT-034's parameters go along, but not the site id of the site left behind.
    [
      '/en-us/c/running-shoes-1010?preview=true&siteId=us&sort=price',
      '/de-de/c/running-shoes-1010?preview=true',
    ],
    ['/en-us/search?q=tent&cms=qa', '/de-de/search?q=tent&cms=qa'],
  ])('PLAT-022 %s lands on %s', (from, to) => {
    expect(samePageIn(from, 'de-de')).toBe(to)
  })

  it('PLAT-022 every first segment of a route of ours is known, so no page of ours is mistaken for a content page', () => {
    type Entry = { path?: string; children?: Entry[] }
    const sections = new Set<string>()
    const walk = (entries: Entry[]) => {
      for (const entry of entries) {
        const [head, first] = entry.path?.split('/') ?? []
        if (head === ':locale' && first && first !== '*') sections.add(first)
        walk(entry.children ?? [])
      }
    }
    walk(routes as Entry[])
    expect(sections.size).toBeGreaterThan(20)
    for (const section of sections) expect(ROUTE_SECTIONS, section).toContain(section)
  })
})

describe('location choices and suggestions', () => {
  const page: LocationSelectorPage = {
    regions: [
      {
        id: 'europe',
        name: 'Europe',
        countries: [
          { code: 'AT', name: 'Austria', languages: [{ locale: 'de-at', label: 'Deutsch' }] },
          {
            code: 'DE',
            name: 'Germany',
            languages: [
              { locale: 'DE-DE', label: 'Deutsch' },
              { locale: 'en-de', label: 'English' },
            ],
          },
          // A language of another country's site is not this country's.
          { code: 'CH', name: 'Switzerland', languages: [{ locale: 'fr-fr', label: 'Français' }] },
        ],
      },
      { id: 'asia', name: 'Asia', countries: [{ code: 'JP', name: 'Japan', languages: [] }] },
    ],
  }

  it('PLAT-022 only locales we serve are offered; countries and regions left without one go', () => {
    expect(servedChoices(page)).toEqual([
      {
        id: 'europe',
        name: 'Europe',
        countries: [{ code: 'DE', name: 'Germany', languages: [{ locale: 'de-de', label: 'Deutsch' }] }],
      },
    ])
  })

  it('PLAT-032 suggests the detected country’s site, in the shopper’s language where it has it', () => {
    expect(suggestedLocale('DE', 'en-us')).toBe('de-de')
    expect(suggestedLocale('ca', 'fr-fr')).toBe('fr-ca')
    expect(suggestedLocale('CA', 'en-us')).toBe('en-ca')
    expect(suggestedLocale('CA', 'de-de')).toBe('en-ca')
  })

  it('PLAT-032 suggests nothing without a detection, for the site’s own country or one we have no site for', () => {
    expect(suggestedLocale(null, 'en-us')).toBeNull()
    expect(suggestedLocale('', 'en-us')).toBeNull()
    expect(suggestedLocale('US', 'en-us')).toBeNull()
    expect(suggestedLocale('CA', 'fr-ca')).toBeNull()
    expect(suggestedLocale('JP', 'en-us')).toBeNull()
    expect(suggestedLocale('XX1', 'en-us')).toBeNull()
    expect(siteOfCountry('gb')?.id).toBe('gb')
  })
})
