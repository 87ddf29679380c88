import { ServerHeader } from '#tests/helpers/shell.tsx'
import { describe, expect, it } from 'vitest'
import { MENU } from '#mocks/content/seed/index.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { MenuSchema } from '#app/domain/content/content.ts'

const render = (ui: React.ReactNode) => renderWithProviders(ui).replaceAll('<!-- -->', '')

/** The seed menu, its first category given visual selectors (square images with a title, linking). */
function menuWithSelectors(title?: string) {
  const menu = MenuSchema.parse(MENU)
  const [first, ...rest] = menu.items
  const selectors = ['Trail', 'Road', 'Hiking'].map((name) => ({
    title: `${name} shoes`,
    target: { url: `/c/${name.toLowerCase()}-shoes-1010` },
    mediaObject: { url: `/images/menu/${name.toLowerCase()}.svg` },
  }))
  return MenuSchema.parse({
    ...menu,
    items: [{ ...first!, visualSelectors: selectors, visualSelectorsTitle: title }, ...rest],
  })
}

/** The desktop popover of the menu's first category, as the server renders it. */
function firstPopover(html: string): string {
  const start = html.indexOf('class="menu-panel"')
  expect(start).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('class="menu-panel"', start + 1))
}

describe('the desktop mega menu popover', () => {
  it('CMS-114 CONST-035 shows columns of child links and the banner in a sixth-width column', () => {
    const popover = firstPopover(
      render(<ServerHeader locale="en-us" menu={menuWithSelectors()} cartCount={0} />),
    )
    expect(popover).toContain('menu-grid grid-cols-6')
    // Each column of links takes one of six columns; the banner the sixth, on its own.
    const columns = [...popover.matchAll(/<div class="col-span-1" data-nav="([^"]+)"/g)].map((m) => m[1])
    expect(columns.length).toBeGreaterThan(0)
    expect(popover).toMatch(/<div class="col-span-1 col-start-6" data-nav="[^"]+"><a[^>]*href="\/en-us\//)
    expect(popover).toMatch(/<ul aria-labelledby="[^"]+"[^>]*>[\s\S]*?<a[^>]*href="\/en-us\//)
  })

  it('CMS-114 lists the visual selectors under their optional title: square images with a title, each a link', () => {
    const titled = firstPopover(
      render(<ServerHeader locale="en-us" menu={menuWithSelectors('Shop by activity')} cartCount={0} />),
    )
    expect(titled).toMatch(/<p class="menu-heading">Shop by activity<\/p><ul class="grid grid-cols-3 gap-3">/)
    for (const name of ['Trail', 'Road', 'Hiking']) {
      const slug = name.toLowerCase()
      expect(titled).toMatch(
        new RegExp(
          `<a[^>]*href="/en-us/c/${slug}-shoes-1010"[^>]*><img src="/images/menu/${slug}.svg" alt="" width="120" height="120" loading="lazy" class="menu-image"/>${name} shoes</a>`,
        ),
      )
    }
    // Without a title of its own the list gets the default one.
    const untitled = firstPopover(
      render(<ServerHeader locale="en-us" menu={menuWithSelectors()} cartCount={0} />),
    )
    expect(untitled).toMatch(/<p class="menu-heading">[^<]+<\/p><ul class="grid grid-cols-3 gap-3">/)
    // A category without selectors has no such list.
    const plain = firstPopover(
      render(<ServerHeader locale="en-us" menu={MenuSchema.parse(MENU)} cartCount={0} />),
    )
    expect(plain).not.toContain('grid grid-cols-3 gap-3')
  })
})
