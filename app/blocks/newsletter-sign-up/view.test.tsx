import { describe, expect, it } from 'vitest'
import { parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const form = {
  shopper: { signedIn: false, subscribed: false },
  honeypot: {
    nameFieldName: 'name__confirm',
    validFromFieldName: 'from__confirm',
    encryptedValidFrom: 'sealed',
  },
}

const block = (policyLink: { url: string; text: string }) =>
  parseBlocks([{ type: 'newsletterSignUp', id: 'nl', title: 'Trail notes', policyLink, form }])

describe('newsletter sign-up block', () => {
  it('CMS-082 FORM-001 the policy box links the editor’s locale-less page under the shopper’s locale', () => {
    const html = renderBlocks(block({ url: '/help/privacy', text: 'our privacy notice' }), {
      locale: 'fr-fr',
    })
    expect(html).toMatch(/<a [^>]*href="\/fr-fr\/help\/privacy"[^>]*>our privacy notice<\/a>/)
  })

  it('CMS-082 a link that already names a locale, or leaves the site, is kept as the editor wrote it', () => {
    expect(renderBlocks(block({ url: '/de-de/datenschutz', text: 'Datenschutz' }))).toMatch(
      /href="\/de-de\/datenschutz"/,
    )
    expect(renderBlocks(block({ url: 'https://example.org/privacy', text: 'privacy' }))).toMatch(
      /href="https:\/\/example\.org\/privacy"/,
    )
  })
})
