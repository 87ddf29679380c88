// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { MENU } from '#mocks/content/seed/index.ts'
import { UTILITY } from '#mocks/content/seed/utility.ts'
import { UtilityFeedSchema } from '#app/domain/content/front-end-feeds.ts'
import { MenuSchema } from '#app/domain/content/content.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CONSENT_ATTRIBUTE } from '#app/domain/tracking/consent-attribute.ts'
import { trackMobileMenu } from './mega-menu-behaviour.ts'
import { MobileMenuList } from './mobile-menu-list.tsx'

const menu = MenuSchema.parse(MENU)
const render = (ui: React.ReactNode) => renderWithProviders(ui).replaceAll('<!-- -->', '')
const list = (mobileShopAll = true, items = menu) =>
  render(<MobileMenuList menu={items} locale="en-us" mobileShopAll={mobileShopAll} labelledBy="title" />)

describe('the phone’s menu (its dialog and the menu page)', () => {
  it('CMS-111 is three levels: category and column accordions (native details) around the links', () => {
    const html = list()
    expect(html).toMatch(/^<nav aria-labelledby="title">/)
    expect(html.match(/<details class="group\/l1">/g)).toHaveLength(4)
    expect(html).toMatch(
      /<details class="group\/l1">[\s\S]*?<details class="group\/l2">[\s\S]*?<a[^>]*href="\/en-us\/c\/running-shoes-1010"/,
    )
    // Each level carries its name for the tracking's level path.
    expect(html).toMatch(/<li data-nav="Footwear">[\s\S]*?<li data-nav="Shop by category">/)
  })

  it('CMS-020 CMS-111 the utility bar’s links, which a phone’s bar leaves out, follow the categories', () => {
    const services = UtilityFeedSchema.parse(UTILITY).links
    const html = render(
      <MobileMenuList menu={menu} locale="en-us" mobileShopAll services={services} labelledBy="title" />,
    )
    const after = html.slice(html.lastIndexOf('</details>'))
    for (const link of services) expect(after).toContain(`>${link.text}</a>`)
    expect(after).toContain('href="/en-us/help/returns/how-to-return"')
    expect(list()).not.toContain('>Returns</a>')
  })

  it('CMS-117 the level-2 shop-all follows the feature flag', () => {
    expect(list(true)).toContain('>Shop all Footwear</a>')
    const without = list(false)
    expect(without).not.toContain('Shop all Footwear')
    expect(without).toContain('href="/en-us/c/running-shoes-1010"')
  })

  it('CMS-116 a category hidden at sm has no shop-all on a phone; overrideShopAll replaces the phrase', () => {
    const custom = MenuSchema.parse({
      ...MENU,
      items: [
        { ...MENU.items[0], overrideShopAll: 'See every shoe', hideShopAll: {} },
        { ...MENU.items[1], hideShopAll: { sm: true } },
      ],
    })
    const html = list(true, custom)
    expect(html).toContain('>See every shoe</a>')
    expect(html).not.toContain('Shop all Apparel')
  })
})

describe('the phone’s menu tracking', () => {
  let stop: (() => void) | undefined
  afterEach(() => {
    stop?.()
    stop = undefined
    document.documentElement.removeAttribute(CONSENT_ATTRIBUTE)
    delete (window as { dataLayer?: unknown }).dataLayer
  })

  it('CMS-118 PERS-046 a section pushes expand, then close; a link its level path', () => {
    // A visitor who allows performance tracking (the page writes it from the consent cookie).
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, 'necessary performance')
    document.body.innerHTML = list()
    const nav = document.querySelector('nav')!
    stop = trackMobileMenu(nav)
    const footwear = nav.querySelector<HTMLElement>('li[data-nav="Footwear"] > details > summary')!
    footwear.click()
    const column = nav.querySelector<HTMLElement>('li[data-nav="Shop by category"] summary')!
    column.click()
    footwear.click()
    nav
      .querySelector<HTMLElement>('li[data-nav="Running Shoes"] a')!
      .addEventListener('click', (e) => e.preventDefault())
    nav.querySelector<HTMLElement>('li[data-nav="Running Shoes"] a')!.click()
    const layer = (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []
    const sections = layer.filter((entry) => entry.event === 'mobile_menu_section')
    expect(sections).toEqual([
      expect.objectContaining({ section_action: 'expand', nav_path: 'Footwear' }),
      expect.objectContaining({ section_action: 'expand', nav_path: 'Footwear > Shop by category' }),
      expect.objectContaining({ section_action: 'close', nav_path: 'Footwear' }),
    ])
    expect(layer.filter((entry) => entry.event !== 'mobile_menu_section')).toEqual([
      expect.objectContaining({ nav_path: 'Footwear > Shop by category > Running Shoes' }),
    ])
  })
})
