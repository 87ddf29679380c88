// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { MENU } from '#mocks/content/seed/index.ts'
import { MenuSchema } from '#app/domain/content/content.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { enhanceMegaMenu, type MenuBehaviour, type MenuOpenOn } from './mega-menu-behaviour.ts'
import { MegaMenuContent } from './mega-menu-content.tsx'

/**
 * The menu's behaviour in a DOM, on the desktop menu's own markup (the content the header's `<nav>`
 * holds), attached as the page attaches it after hydration; events are what a mouse or a keyboard sends.
 */
let behaviour: MenuBehaviour | undefined

function desktopMenu(openOn: MenuOpenOn) {
  document.body.innerHTML = `<nav>${renderWithProviders(
    <MegaMenuContent menu={MenuSchema.parse(MENU)} locale="en-us" openOn={openOn} />,
  )}</nav>`
  const bar = document.querySelector<HTMLUListElement>(`ul[data-open-on="${openOn}"]`)
  const nav = bar?.closest('nav')
  if (!bar || !nav) throw new Error('no desktop menu bar')
  behaviour = enhanceMegaMenu(nav, openOn)
  const [first, second] = [...bar.querySelectorAll<HTMLDetailsElement>(':scope > li > details')]
  if (!first || !second) throw new Error('fewer than two categories')
  const summary = (details: HTMLDetailsElement) => details.querySelector('summary') as HTMLElement
  return { first, second, summary }
}

const pointer = (type: string, target: Element) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse' }))
/** A mouse click: pressed, then clicked (a click's `detail` is 1; a keyboard's is 0). */
function mouseClick(target: HTMLElement) {
  pointer('pointerdown', target)
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))
}

afterEach(() => {
  behaviour?.dispose()
  behaviour = undefined
  document.body.innerHTML = ''
})

describe('the desktop menu, by the brand setting', () => {
  it('CMS-112 hover (the default): resting the pointer on a category or focusing its trigger opens it', () => {
    const { first, second, summary } = desktopMenu('hover')
    pointer('pointerover', summary(first))
    expect(first.open).toBe(true)
    summary(second).focus()
    expect(second.open).toBe(true)
    expect(first.open).toBe(false)
  })

  it('CMS-112 click: neither hover nor focus opens a category; a click does, and a second click closes it', () => {
    const { first, second, summary } = desktopMenu('click')
    pointer('pointerover', summary(first))
    expect(first.open).toBe(false)
    summary(first).focus()
    expect(first.open).toBe(false)

    mouseClick(summary(first))
    expect(first.open).toBe(true)
    // Hovering another category leaves the clicked one open and the other closed.
    pointer('pointerover', summary(second))
    expect(first.open).toBe(true)
    expect(second.open).toBe(false)
    mouseClick(summary(first))
    expect(first.open).toBe(false)
  })

  it('CMS-112 CMS-113 click: Escape closes the open category and gives the focus back to its trigger', () => {
    const { first, summary } = desktopMenu('click')
    mouseClick(summary(first))
    first.querySelector<HTMLElement>('a[href]')?.focus()
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(first.open).toBe(false)
    expect(document.activeElement).toBe(summary(first))
  })
})
