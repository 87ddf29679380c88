import { describe, expect, it } from 'vitest'
import { FOOTER, MENU } from '#mocks/data/content/index.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { FooterSchema, MenuSchema } from '#app/models/content.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

const menu = MenuSchema.parse(MENU)
const footer = FooterSchema.parse(FOOTER)
const render = (ui: React.ReactNode) => renderWithProviders(ui).replaceAll('<!-- -->', '')

describe('SiteHeader', () => {
  const html = render(<SiteHeader locale="en-us" menu={menu} cartCount={2} />)

  it('has a skip link, a home link, a labelled GET search form, account and a cart link with its count', () => {
    expect(html).toMatch(/<header[\s>]/)
    expect(html).toMatch(/<a href="#main"[^>]*>Skip to content<\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/en-us"[^>]*>Trailhead Outfitters/)
    const form = html.match(/<form[^>]*>/)?.[0] ?? ''
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/en-us/search"')
    expect(form).toContain('role="search"')
    expect(html).toMatch(/<label for="site-search"[^>]*>Search products<\/label>/)
    const input = html.match(/<input id="site-search"[^>]*>/)?.[0] ?? ''
    expect(input).toContain('name="q"')
    expect(html).toMatch(/<a[^>]*href="\/en-us\/sign-in"[^>]*>[\s\S]*?Sign in<\/span>/)
    expect(html).not.toContain('href="/en-us/account"')
    const cart = html.match(/<a[^>]*href="\/en-us\/cart"[^>]*>/)?.[0] ?? ''
    expect(cart).toContain('aria-label="Cart, 2 items"')
  })

  it('AUTH-036 a registered shopper gets the account link instead of sign in', () => {
    const signedIn = render(<SiteHeader locale="en-us" menu={menu} cartCount={0} signedIn />)
    expect(signedIn).toMatch(/<a[^>]*href="\/en-us\/account"[^>]*>[\s\S]*?Account<\/span>/)
    expect(signedIn).not.toContain('href="/en-us/sign-in"')
  })

  it('renders the mega menu as three levels of native details, mobile and desktop', () => {
    expect(html).toMatch(/<nav aria-label="Main"/)
    expect(html).toMatch(/<summary[^>]*>.*Menu<\/summary>/)
    // Desktop: one details per top category, sharing a name so only one is open at a time.
    expect(html.match(/<details name="mega-menu"/g)).toHaveLength(4)
    expect(html).toContain('Shop all Footwear')
    expect(html).toContain('href="/en-us/c/running-shoes-1010"')
    expect(html).toContain('Built for the long run')
    // Mobile: category (level 1) and column (level 2) accordions around the links (level 3).
    expect(html).toMatch(/<details class="group\/l1">[\s\S]*<details class="group\/l2">/)
  })

  it('hides shop-all when hideShopAll says so, and uses overrideShopAll', () => {
    const custom = MenuSchema.parse({
      ...MENU,
      items: [
        { ...MENU.items[0], overrideShopAll: 'See every shoe', hideShopAll: {} },
        { ...MENU.items[1], hideShopAll: { sm: true, md: true, lg: true } },
      ],
    })
    const out = render(<SiteHeader locale="en-us" menu={custom} cartCount={0} />)
    expect(out).toContain('See every shoe')
    expect(out).not.toContain('Shop all Apparel')
    expect(out).toContain('aria-label="Cart, 0 items"')
  })
})

describe('SiteFooter', () => {
  it('renders link groups, legal links with the locale, and the copyright', () => {
    const html = render(<SiteFooter locale="en-us" footer={footer} />)
    expect(html).toMatch(/<footer[\s>]/)
    expect(html).toContain('>Help</h2>')
    for (const path of [
      '/privacy',
      '/brand-terms',
      '/sale-terms',
      '/loyalty-terms',
      '/sms-terms',
      '/policies/shipping-terms',
    ]) {
      expect(html).toContain(`href="/en-us${path}"`)
    }
    expect(html).toMatch(
      /href="https:\/\/www\.instagram\.com\/"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    )
    expect(html).toContain('All rights reserved.')
  })
})
