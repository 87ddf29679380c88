import { ServerHeader } from '#tests/helpers/shell.tsx'
import { describe, expect, it } from 'vitest'
import { FOOTER, MENU } from '#mocks/content/seed/index.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { FooterSchema, MenuSchema } from '#app/domain/content/content.ts'
import { isStickyHeaderRoute } from '#app/domain/page/sticky-header.ts'
import { SiteFooter } from './site-footer.tsx'
import { ServerDocumentValues } from '#app/components/document-value.tsx'

const menu = MenuSchema.parse(MENU)
const footer = FooterSchema.parse(FOOTER)
const render = (ui: React.ReactNode) => renderWithProviders(ui).replaceAll('<!-- -->', '')

describe('SiteHeader', () => {
  const html = render(<ServerHeader locale="en-us" menu={menu} cartCount={2} />)

  it('has a skip link, a home link, a labelled GET search form, account and a cart link with its count', () => {
    expect(html).toMatch(/<header[\s>]/)
    expect(html).toMatch(/<a href="#main"[^>]*>Skip to content<\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/en-us"[^>]*>Trailhead Outfitters/)
    const form = html.match(/<form[^>]*>/)?.[0] ?? ''
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/en-us/search"')
    expect(form).toContain('role="search"')
    // The label: for screen readers only, and on a phone the search icon that focuses the box.
    expect(html).toMatch(
      /<label for="site-search"[^>]*>(?:(?!<\/label>)[\s\S])*Search products<\/span><\/label>/,
    )
    const input = html.match(/<input id="site-search"[^>]*>/)?.[0] ?? ''
    expect(input).toContain('name="q"')
    expect(html).toMatch(/<a[^>]*href="\/en-us\/sign-in"[^>]*>[\s\S]*?Sign in<\/span>/)
    expect(html).not.toContain('href="/en-us/account"')
    const cart = html.match(/<a[^>]*href="\/en-us\/cart"[^>]*>/)?.[0] ?? ''
    expect(cart).toContain('aria-label="Cart, 2 items"')
    expect(html).toMatch(/<a[^>]*href="\/en-us\/favorites"[^>]*>[\s\S]*?Favorites<\/span>/)
  })

  it('AUTH-036 a registered shopper gets the account link instead of sign in', () => {
    const signedIn = render(<ServerHeader locale="en-us" menu={menu} cartCount={0} signedIn />)
    expect(signedIn).toMatch(/<a[^>]*href="\/en-us\/account"[^>]*>[\s\S]*?Account<\/span>/)
    expect(signedIn).not.toContain('href="/en-us/sign-in"')
  })

  it('CMS-111 renders the desktop mega menu as native details; a phone gets a Menu link to the menu page', () => {
    expect(html).toMatch(/<nav aria-label="Main"/)
    // Desktop: one details per top category, sharing a name so only one is open at a time.
    expect(html.match(/<details name="mega-menu"/g)).toHaveLength(4)
    expect(html).toContain('Shop all Footwear')
    expect(html).toContain('href="/en-us/c/running-shoes-1010"')
    expect(html).toContain('Built for the long run')
    // Phone: a link to the menu page (a dialog once hydrated); its accordions are in no page's markup.
    expect(html).toMatch(/<a[^>]*href="\/en-us\/menu"[^>]*>[\s\S]*?Menu<\/span><\/a>/)
    expect(html).not.toContain('group/l1')
  })

  it('CMS-116 hides shop-all when hideShopAll says so, and uses overrideShopAll', () => {
    const custom = MenuSchema.parse({
      ...MENU,
      items: [
        { ...MENU.items[0], overrideShopAll: 'See every shoe', hideShopAll: {} },
        { ...MENU.items[1], hideShopAll: { sm: true, md: true, lg: true } },
      ],
    })
    const out = render(<ServerHeader locale="en-us" menu={custom} cartCount={0} />)
    expect(out).toContain('See every shoe')
    expect(out).not.toContain('Shop all Apparel')
    expect(out).toContain('aria-label="Cart, 0 items"')
  })
})

describe('SiteHeader: sticky header and mega menu settings', () => {
  const headerTag = (html: string) => html.match(/<header[^>]*>/)?.[0] ?? ''

  it('PLAT-033 a configured route lacks the sticky-header marker; other routes have it', () => {
    const at = (path: string) =>
      headerTag(
        render(<ServerHeader locale="en-us" menu={menu} cartCount={0} sticky={isStickyHeaderRoute(path)} />),
      )
    for (const path of ['/en-us', '/en-us/c/jackets-2010', '/en-us/cart']) {
      expect(at(path), path).toContain('data-sticky="true"')
      expect(at(path), path).toMatch(/class="sticky top-0 /)
    }
    for (const path of ['/en-us/checkout/shipping', '/en-us/checkout/summary']) {
      expect(at(path), path).not.toContain('data-sticky')
      expect(at(path), path).not.toMatch(/\bsticky\b/)
    }
  })

  const custom = MenuSchema.parse({
    ...MENU,
    items: [
      {
        ...MENU.items[0],
        menuIcon: '/images/icons/boot.svg',
        titleVisibility: 'icon',
        columns: [
          {
            id: 'c1',
            title: 'Activities',
            children: [
              {
                id: 'l1',
                title: 'Trail running',
                target: { url: '/c/running-shoes-1010' },
                menuIcon: '/i/run.svg',
              },
            ],
          },
        ],
      },
      {
        ...MENU.items[1],
        menuStyle: 'featured',
        menuIcon: '/images/icons/jacket.svg',
        titleHtml: '<p><strong>New</strong> <a href="/x">Apparel</a></p>',
      },
      { id: 'sale', title: 'Sale', target: { url: '/promotions' }, menuStyle: 'featured' },
    ],
  })

  it('CMS-119 CONST-035 CONST-036 renders menu icons at 26×26 in a 2.35rem bar', () => {
    const html = render(<ServerHeader locale="en-us" menu={custom} cartCount={0} />)
    expect(html).toMatch(/<ul[^>]*class="hidden h-\[2.35rem\][^"]*md:flex"/)
    // Lazy icons: none is preloaded ahead of the page's own images.
    expect(html).not.toContain('rel="preload"')
    for (const src of ['/images/icons/boot.svg', '/images/icons/jacket.svg', '/i/run.svg']) {
      expect(html).toMatch(
        new RegExp(`<img src="${src}" alt="" width="26" height="26"[^>]*class="size-\\[26px\\] shrink-0"`),
      )
    }
  })

  it('CMS-115 titleVisibility icon keeps the title as the accessible name; titleHtml stays inline; featured stands out', () => {
    const html = render(<ServerHeader locale="en-us" menu={custom} cartCount={0} />)
    // Icon only: the title is still there for assistive technology, visually hidden.
    expect(html).toMatch(
      /<summary[^>]*><img src="\/images\/icons\/boot.svg"[^>]*\/><span class="sr-only">Footwear<\/span>/,
    )
    // titleHtml: inline formatting kept, the nested link and paragraph dropped (it sits in a summary).
    expect(html).toMatch(
      /<summary[^>]*text-brand font-bold[^>]*>[\s\S]*?<span><strong>New<\/strong> Apparel<\/span>/,
    )
    expect(html).not.toContain('href="/x"')
    // A featured category without columns is a link in the brand colour.
    expect(html).toMatch(/<a class="[^"]*text-brand font-bold" href="\/en-us\/promotions"[^>]*>Sale<\/a>/)
  })

  it('the brand setting reaches the desktop bar: hover by default, click when configured', () => {
    const bar = (html: string) => html.match(/<ul[^>]*data-open-on="[^"]*"/)?.[0] ?? ''
    expect(bar(render(<ServerHeader locale="en-us" menu={menu} cartCount={0} />))).toContain(
      'data-open-on="hover"',
    )
    expect(
      bar(render(<ServerHeader locale="en-us" menu={menu} cartCount={0} menuOpenOn="click" />)),
    ).toContain('data-open-on="click"')
  })

  it('marks each menu level with its name, for the top-nav click path', () => {
    const html = render(<ServerHeader locale="en-us" menu={menu} cartCount={0} />)
    expect(html).toMatch(
      /<li class="flex" data-nav="Footwear">[\s\S]*?<div class="col-span-1" data-nav="Activities">[\s\S]*?<li data-nav="Trail running"><a[^>]*href="\/en-us\/c\/running-shoes-1010"/,
    )
    expect(html).toMatch(/<p class="menu-shop-all" data-nav="Shop all Footwear">/)
    expect(html).toMatch(/<div class="col-span-1 col-start-6" data-nav="Built for the long run">/)
  })
})

describe('SiteFooter', () => {
  it('renders link groups, legal links with the locale, and the copyright', () => {
    // A document's data carries the footer's version; the server's render reads the footer kept for it.
    const html = render(
      <ServerDocumentValues value={new Map([['footer-v1', footer]])}>
        <SiteFooter locale="en-us" footer={{ version: 'footer-v1' }} />
      </ServerDocumentValues>,
    )
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
