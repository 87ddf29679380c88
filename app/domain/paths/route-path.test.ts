import { describe, expect, it } from 'vitest'
import { isDataRequestPath, routePath } from './route-path.ts'

describe('routePath', () => {
  it('names /en-us/sign-in whatever the spelling React Router matches it by', () => {
    for (const spelling of [
      '/en-us/sign-in',
      '/en-us/SIGN-IN',
      '/en-us/Sign-In',
      '/EN-US/sign-in',
      '/En-Us/SiGn-In',
      '/en-us/%73ign-in',
      '/en-us/%53IGN-in',
      '/en-us/%53%49%47%4E%2D%49%4E',
      '/en-us/sign%2Din',
      '/en-us/sign%2din',
      '/%65n-us/sign-in',
      '/en-us/sign-in/',
      '/en-us/sign-in//',
      '/en-us//sign-in',
      '//en-us/sign-in',
      '///en-us///sign-in///',
      '/en-us/./sign-in',
      '/en-us/%2e/sign-in',
      '/en-us/%2E/sign-in',
      '/./en-us/sign-in',
      '/en-us/sign-in/.',
      '/en-us/x/../sign-in',
      '/en-us/x/%2e%2e/sign-in',
      '/en-us/x/.%2E/sign-in',
      '/fr-ca/../en-us/sign-in',
      '/en-us\\sign-in',
      '/en-us/\\sign-in',
      '\\en-us\\sign-in',
      '/en-us%2Fsign-in',
      '/en-us%2fsign-in',
      '/en-us/%2Fsign-in',
      '/en-us%5Csign-in',
      '/en-us/sign-in.data',
      '/en-us/SIGN-IN.data',
      '/en-us/sign-in.DATA',
      '/en-us/sign-in/.data',
      '/en-us/sign-in/_.data',
      '/en-us/sign-in%2edata',
      '/en-us/sign-in;jsessionid=abc',
      '/en-us;x=1/sign-in',
      '/en-us/sign-in#fragment',
      '/en-us/sign-\tin',
      '/en-us/sign-in\n',
      'en-us/sign-in',
    ])
      expect(routePath(spelling), JSON.stringify(spelling)).toBe('/en-us/sign-in')
  })

  it('names the home for the root and its data request', () => {
    for (const spelling of ['/', '', '//', '/.', '/..', '/../..', '/_root.data', '/%2e', '/%2E%2E/'])
      expect(routePath(spelling), spelling).toBe('/')
    expect(routePath('/en-us/_root.data')).toBe('/en-us/_root')
    expect(routePath('/EN-US/')).toBe('/en-us')
  })

  it('keeps other paths apart: a mention is not the route', () => {
    expect(routePath('/en-us/p/gift-card-GC100001')).toBe('/en-us/p/gift-card-gc100001')
    expect(routePath('/en-us/sign-in-help')).toBe('/en-us/sign-in-help')
    expect(routePath('/en-us/sign-in/extra')).toBe('/en-us/sign-in/extra')
    // Decoded once, as the router decodes: a double-encoded path is another route.
    expect(routePath('/en-us/%2573ign-in')).toBe('/en-us/%73ign-in')
    expect(routePath('/en-us/%252e/sign-in')).toBe('/en-us/%2e/sign-in')
  })

  it('never throws on a malformed escape: the segment is kept as it is, the others decoded', () => {
    expect(routePath('/en-us/%E0%A4%A/sign-in')).toBe('/en-us/%e0%a4%a/sign-in')
    expect(routePath('/en-us/sign-in%')).toBe('/en-us/sign-in%')
    expect(routePath('/en-us/%zz')).toBe('/en-us/%zz')
    expect(routePath('/%/%73ign-in')).toBe('/%/sign-in')
    expect(routePath('/en-us/%C0%AF')).toBe('/en-us/%c0%af')
    expect(routePath(`/${'%'.repeat(5000)}`)).toBe(`/${'%'.repeat(5000)}`)
  })
})

describe('isDataRequestPath', () => {
  it('is what React Router reads as a data request', () => {
    for (const path of [
      '/en-us/sign-in.data',
      '/en-us/sign-in/.data',
      '/_root.data',
      '/en-us/x/../sign-in.data',
    ])
      expect(isDataRequestPath(path), path).toBe(true)
    for (const path of [
      '/en-us/sign-in',
      '/en-us/sign-in.DATA',
      '/en-us/sign-in.dat%61',
      '/en-us/sign-in.data/',
    ])
      expect(isDataRequestPath(path), path).toBe(false)
  })
})
