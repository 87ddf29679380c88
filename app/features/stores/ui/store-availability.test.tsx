// @vitest-environment happy-dom
import { act } from 'react'
import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { mountRouter } from '#tests/helpers/dom-router.tsx'
import { shownVariantHref, StoreAvailability } from './store-availability.tsx'

/**
 * "Check availability in stores" as the browser runs it (CART-024): React renders the buy box's link
 * in a DOM, and a tap asks the store page for the size the address bar shows.
 */
const PRODUCT = '/en-us/p/tempo-trail-runner-RS100001'
let mounted: Awaited<ReturnType<typeof mountRouter>> | undefined

afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

/** The buy box's link as rendered for `renderedSize`, with the address bar at `shownSearch`. */
async function mount(renderedSize: string, shownSearch: string) {
  window.history.replaceState(null, '', `${PRODUCT}${shownSearch}`)
  const asked: string[] = []
  const href = `${PRODUCT}/stores?color=001&size=${renderedSize}`
  const router = createMemoryRouter(
    [
      {
        path: '/en-us/p/:slugId',
        element: <StoreAvailability href={href} name="Tempo Trail Runner" favorite={null} />,
      },
      {
        path: '/en-us/p/:slugId/stores',
        loader: ({ request }) => {
          asked.push(new URL(request.url).search)
          return null
        },
      },
    ],
    { initialEntries: [`${PRODUCT}?color=001&size=${renderedSize}`] },
  )
  mounted = await mountRouter(router)
  return { asked, container: mounted.container }
}

describe('the stores dialog asks for the size the shopper chose (CART-024)', () => {
  it('CART-024 a tap after choosing size 9, before the page shows it, asks the store page for size 9', async () => {
    const { asked, container } = await mount('8', '?color=001&size=9')
    const link = container.querySelector('a')!
    expect(link.getAttribute('href')).toBe(`${PRODUCT}/stores?color=001&size=8`)
    await act(async () => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
    })
    expect(asked).toEqual(['?color=001&size=9'])
  })

  it('CART-024 the rendered link stands when the address bar names no size, or another page', () => {
    window.history.replaceState(null, '', `${PRODUCT}?color=001`)
    expect(shownVariantHref(`${PRODUCT}/stores?color=001&size=8`)).toBe(`${PRODUCT}/stores?color=001&size=8`)
    window.history.replaceState(null, '', `${PRODUCT}?color=002&size=10`)
    expect(shownVariantHref(`${PRODUCT}/stores?color=001&size=8`)).toBe(`${PRODUCT}/stores?color=002&size=10`)
    window.history.replaceState(null, '', '/en-us/p/another-shoe-RS100002?size=10')
    expect(shownVariantHref(`${PRODUCT}/stores?color=001&size=8`)).toBe(`${PRODUCT}/stores?color=001&size=8`)
  })
})
