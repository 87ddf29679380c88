import { href as routerHref } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  currentPath,
  pathWithinLocale,
  accountPath,
  cartDeliveryPath,
  cartPath,
  categoryPath,
  checkoutPath,
  contentPath,
  employeeTermsPath,
  enrolPath,
  homePath,
  href,
  localePath,
  orderConfirmationPath,
  parseSlugId,
  productPath,
  productStoresPath,
  quickShopPath,
  searchPath,
  searchSuggestPath,
  signInPath,
  signUpPath,
  storesPath,
  withQuery,
} from './paths.ts'

describe('page builders', () => {
  it('put the locale first', () => {
    expect(homePath('en-us')).toBe('/en-us')
    expect(cartPath('en-gb')).toBe('/en-gb/cart')
    expect(accountPath('fr-ca')).toBe('/fr-ca/account')
    expect(orderConfirmationPath('en-us')).toBe('/en-us/order-confirmation')
    expect(contentPath('en-us', 'sms-terms')).toBe('/en-us/sms-terms')
  })

  it('name the checkout and its steps', () => {
    expect(checkoutPath('en-us')).toBe('/en-us/checkout')
    expect(checkoutPath('en-us', 'billing')).toBe('/en-us/checkout/billing')
    expect(checkoutPath('en-ca', 'pay-later')).toBe('/en-ca/checkout/pay-later')
  })

  it('build product and category pages from a slug and id, or the segment itself', () => {
    const shoe = { slug: 'tempo-trail-runner', id: 'RS100001' }
    expect(productPath('en-us', shoe)).toBe('/en-us/p/tempo-trail-runner-RS100001')
    expect(productPath('en-us', 'tempo-trail-runner-RS100001')).toBe('/en-us/p/tempo-trail-runner-RS100001')
    expect(productPath('en-us', shoe, { color: '001', size: '9' })).toBe(
      '/en-us/p/tempo-trail-runner-RS100001?color=001&size=9',
    )
    expect(productStoresPath('en-us', shoe, { color: '001', size: undefined })).toBe(
      '/en-us/p/tempo-trail-runner-RS100001/stores?color=001',
    )
    expect(categoryPath('en-us', { slug: 'footwear', id: '1000' }, '?color=Black')).toBe(
      '/en-us/c/footwear-1000?color=Black',
    )
  })

  it('encode ids that travel in a path segment', () => {
    expect(cartDeliveryPath('en-us', 'a/b c')).toBe('/en-us/cart/delivery/a%2Fb%20c')
    expect(quickShopPath('en-us', 'RS100001')).toBe('/en-us/quickshop/RS100001')
  })

  it('write queries with form encoding', () => {
    expect(searchPath('en-us')).toBe('/en-us/search')
    expect(searchPath('en-us', 'rain & wind')).toBe('/en-us/search?q=rain+%26+wind')
    expect(searchPath('en-us', '')).toBe('/en-us/search?q=')
    expect(searchSuggestPath('en-us', 'jack')).toBe('/en-us/search/suggest?q=jack')
    expect(storesPath('en-us', new URLSearchParams({ q: '97209' }))).toBe('/en-us/stores?q=97209')
  })

  it('encode redirectTo, after the other parameters, and leave it out when empty', () => {
    expect(signInPath('en-us')).toBe('/en-us/sign-in')
    expect(signInPath('en-us', '')).toBe('/en-us/sign-in')
    expect(signInPath('en-us', null)).toBe('/en-us/sign-in')
    expect(signInPath('en-us', '/en-us/p/shoe-RS100001?color=001&size=9')).toBe(
      '/en-us/sign-in?redirectTo=%2Fen-us%2Fp%2Fshoe-RS100001%3Fcolor%3D001%26size%3D9',
    )
    expect(signUpPath('en-us', '/en-us/account', { email: 'a+b@example.com', orderNo: '001' })).toBe(
      '/en-us/sign-up?email=a%2Bb%40example.com&orderNo=001&redirectTo=%2Fen-us%2Faccount',
    )
    expect(employeeTermsPath('en-us', '/en-us')).toBe('/en-us/account/employee-terms?redirectTo=%2Fen-us')
    expect(enrolPath('en-us')).toBe('/en-us/enrol')
    expect(enrolPath('en-us', 'interests', '/en-us/cart')).toBe(
      '/en-us/enrol/interests?redirectTo=%2Fen-us%2Fcart',
    )
  })
})

describe('currentPath', () => {
  it('points a link to a moved page where the page is, keeping its query and fragment', () => {
    expect(currentPath('/store-locator')).toBe('/stores')
    expect(currentPath('/store-locator/')).toBe('/stores')
    expect(currentPath('/store-locator?q=97209#map')).toBe('/stores?q=97209#map')
  })

  it('leaves every other link as it is', () => {
    for (const url of [
      '/stores',
      '/store-locator-tips',
      '/help/store-locator',
      'https://example.com/store-locator',
      '/',
      '',
    ]) {
      expect(currentPath(url)).toBe(url)
    }
  })
})

describe('withQuery', () => {
  it('adds no ? for an empty query', () => {
    expect(withQuery('/en-us/cart')).toBe('/en-us/cart')
    expect(withQuery('/en-us/cart', '')).toBe('/en-us/cart')
    expect(withQuery('/en-us/cart', '?')).toBe('/en-us/cart')
    expect(withQuery('/en-us/cart', {})).toBe('/en-us/cart')
    expect(withQuery('/en-us/cart', '?a=1')).toBe('/en-us/cart?a=1')
  })
})

describe('localePath', () => {
  it('prefixes site paths with the locale once', () => {
    expect(localePath('en-us', '/c/jackets-2010')).toBe('/en-us/c/jackets-2010')
    expect(localePath('en-us', '/')).toBe('/en-us')
    expect(localePath('en-us', '/en-us/cart')).toBe('/en-us/cart')
    expect(localePath('en-us', '/en-usx')).toBe('/en-us/en-usx')
  })

  it('leaves external and relative URLs alone', () => {
    expect(localePath('en-us', 'https://example.com/a')).toBe('https://example.com/a')
    expect(localePath('en-us', '//cdn.example.com/a')).toBe('//cdn.example.com/a')
    expect(localePath('en-us', 'help')).toBe('help')
  })
})

describe('pathWithinLocale', () => {
  it('reads what follows the locale home, and nothing for another locale or site', () => {
    expect(pathWithinLocale('/en-us', 'en-us')).toBe('')
    expect(pathWithinLocale('/en-us/', 'en-us')).toBe('')
    expect(pathWithinLocale('/en-us/help/returns', 'en-us')).toBe('/help/returns')
    expect(pathWithinLocale('/en-gb/help', 'en-us')).toBeNull()
    expect(pathWithinLocale('/en-usa/help', 'en-us')).toBeNull()
    expect(pathWithinLocale('/help', 'en-us')).toBeNull()
  })
})

describe('parseSlugId', () => {
  it('splits at the last dash when the id fits the pattern', () => {
    expect(parseSlugId('running-shoes-1010', /^\d{4,7}$/)).toEqual({ slug: 'running-shoes', id: '1010' })
    expect(parseSlugId('running-shoes-10', /^\d{4,7}$/)).toBeNull()
    expect(parseSlugId('1010', /^\d{4,7}$/)).toBeNull()
    expect(parseSlugId(undefined, /^\d{4,7}$/)).toBeNull()
  })
})

describe('href', () => {
  it("gives react-router's href() output for the site's kinds of route", () => {
    const cases = [
      ['/', {}],
      ['/:locale', { locale: 'en-us' }],
      ['/:locale/cart', { locale: 'en-us' }],
      [
        '/:locale/p/:slugId/reviews/:reviewId/photos',
        { locale: 'en-gb', slugId: 'a-RS1', reviewId: 'R%2F1' },
      ],
      ['/:locale/*', { locale: 'en-us', '*': 'help/returns' }],
      ['/:locale/*', { locale: 'en-us' }],
    ] as const
    for (const [path, params] of cases) {
      const call = (fn: (path: string, params: object) => string) => fn(path, params)
      expect(call(href as never)).toBe(call(routerHref as never))
    }
  })
})
