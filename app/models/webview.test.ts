import { describe, expect, it } from 'vitest'
import { channelOf, isAppWebview } from './webview.ts'

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
