import { describe, expect, it } from 'vitest'
import { FOOTER } from '#mocks/content/seed/index.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { FooterSchema } from '#app/domain/content/content.ts'
import { SiteFooter } from './site-footer.tsx'

const footer = FooterSchema.parse(FOOTER)
const locatorLinks = (html: string) => html.match(/href="\/en-us\/(?:stores|store-locator)"/g) ?? []

describe('SiteFooter store locator link', () => {
  it('keeps the content’s own store locator link and adds none', () => {
    expect(
      locatorLinks(
        renderWithProviders(<SiteFooter locale="en-us" footer={{ version: 'v', value: footer }} />),
      ),
    ).toEqual(['href="/en-us/store-locator"'])
  })

  it('links the store locator when the content does not, or when there is no footer content', () => {
    const without = {
      ...footer,
      groups: footer.groups.map((g) => ({ ...g, links: g.links.filter((l) => l.url !== '/store-locator') })),
    }
    expect(
      locatorLinks(
        renderWithProviders(<SiteFooter locale="en-us" footer={{ version: 'w', value: without }} />),
      ),
    ).toEqual(['href="/en-us/stores"'])
    const html = renderWithProviders(<SiteFooter locale="en-us" footer={null} />)
    expect(html).toMatch(/<a[^>]*href="\/en-us\/stores"[^>]*>Store locator<\/a>/)
  })
})
