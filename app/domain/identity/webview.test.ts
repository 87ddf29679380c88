import { describe, expect, it } from 'vitest'
import { appVersionOf, channelOf, isAppWebview, isComparableVersion } from './webview.ts'

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

describe('PLAT-013 the app webview marker', () => {
  it('recognises the marker as a product token with a version', () => {
    expect(isAppWebview(`${BROWSER} ShopApp/7.3.0`, 'ShopApp')).toBe(true)
    expect(isAppWebview('ShopApp/7 (iPhone; iOS 18)', 'ShopApp')).toBe(true)
  })

  it('a browser, the bare word or a longer token is not the webview', () => {
    expect(isAppWebview(BROWSER, 'ShopApp')).toBe(false)
    expect(isAppWebview(`${BROWSER} ShopApp`, 'ShopApp')).toBe(false)
    expect(isAppWebview(`${BROWSER} MyShopApp/1.0`, 'ShopApp')).toBe(false)
    expect(isAppWebview(null, 'ShopApp')).toBe(false)
  })

  it('uses the configured marker', () => {
    expect(isAppWebview(`${BROWSER} Brand.App/2.0`, 'Brand.App')).toBe(true)
    expect(isAppWebview(`${BROWSER} BrandxApp/2.0`, 'Brand.App')).toBe(false)
  })

  it('the channel header is the mobile-app value in the webview, the e-commerce value elsewhere', () => {
    expect(channelOf(true)).toBe('MOBILE_APP')
    expect(channelOf(false)).toBe('ECOMM')
    expect(channelOf(undefined)).toBe('ECOMM')
  })
})

describe('VAL-055 the app version audiences compare', () => {
  it('VAL-055 a version of at most three dot-separated numeric parts is comparable; four parts are not', () => {
    for (const version of ['7', '7.3', '1.2.3', '1.2.3-beta.1', '1.2.3+412', '10.20.30'])
      expect(isComparableVersion(version), version).toBe(true)
    for (const version of ['1.2.3.4', '1.2.3.4-beta', 'a.b', '1..2', '1.2.', '.1', 'v1.2', ''])
      expect(isComparableVersion(version), version).toBe(false)
  })

  it('VAL-055 the webview’s app version is read from its marker; one the flag client cannot compare is left out', () => {
    expect(appVersionOf(`${BROWSER} ShopApp/7.3.0`, 'ShopApp')).toBe('7.3.0')
    expect(appVersionOf('ShopApp/7 (iPhone; iOS 18)', 'ShopApp')).toBe('7')
    expect(appVersionOf(`${BROWSER} ShopApp/1.2.3.4`, 'ShopApp')).toBeUndefined()
    expect(appVersionOf(`${BROWSER} ShopApp/${'1'.repeat(40)}`, 'ShopApp')).toBeUndefined()
    expect(appVersionOf(`${BROWSER} MyShopApp/1.0`, 'ShopApp')).toBeUndefined()
    expect(appVersionOf(BROWSER, 'ShopApp')).toBeUndefined()
    expect(appVersionOf(null, 'ShopApp')).toBeUndefined()
  })
})
