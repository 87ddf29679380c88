import { describe, expect, test } from 'vitest'
import { stylesheetText, stylesheetTextFor } from './stylesheet-text.server.ts'

describe('stylesheetText (decision 055)', () => {
  test('decision 055 only built stylesheets under /assets are read into the document; anything else is linked', () => {
    expect(stylesheetText('/app/app.css?url')).toBeUndefined()
    expect(stylesheetText('/assets/../../package.json')).toBeUndefined()
    expect(stylesheetText('https://cdn.example/app.css')).toBeUndefined()
    expect(stylesheetText('/assets/not-built-0000.css')).toBeUndefined()
  })
})

describe('stylesheetTextFor (decision 078)', () => {
  const page = (cookie?: string) =>
    new Request('http://shop.test/en-us', cookie ? { headers: { Cookie: cookie } } : {})

  test('decision 078 a first visitor, or one with only cookies the storefront never reads, gets the text in the document', () => {
    expect(stylesheetTextFor(page(), 'consent')).toBe(stylesheetText)
    expect(stylesheetTextFor(page('_ga=GA1.1; cdn=edge'), 'consent')).toBe(stylesheetText)
  })

  test('decision 078 a visitor with a session, a consent choice or another cookie of ours gets the file linked', () => {
    for (const cookie of ['__session=abc', 'consent=granted', 'promoBarClosed=1; _ga=GA1.1']) {
      expect(stylesheetTextFor(page(cookie), 'consent')('/assets/app-0000.css'), cookie).toBeUndefined()
    }
  })
})
