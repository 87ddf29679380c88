// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_ATTRIBUTE } from '#app/domain/tracking/consent-attribute.ts'
import { UgcWidget } from './ugc-widget.tsx'
import { FakeObserver } from '#tests/helpers/intersection-observer.ts'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/**
 * The third-party UGC widget as the browser runs it (CAT-043, CAT-046): React renders it in a DOM
 * whose IntersectionObserver the test drives, so "the shopper scrolls near the gallery" is a call.
 */
const WIDGET_URL = 'https://ugc.example/widget.js'

let root: Root | undefined
let container: HTMLDivElement | undefined
const lookups: string[] = []

beforeEach(() => {
  FakeObserver.made = []
  lookups.length = 0
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      lookups.push(String(url))
      return new Response(JSON.stringify({ masterId: 'M-RS100001' }), { status: 200 })
    }),
  )
  document.documentElement.setAttribute(CONSENT_ATTRIBUTE, 'required functional')
})

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  vi.unstubAllGlobals()
  document.querySelectorAll('script[data-ugc-widget]').forEach((script) => script.remove())
})

async function mount(context: { productId?: string; categoryId?: string }) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => {
    root!.render(
      <UgcWidget
        containerId="ugc-pdp-widget"
        filter=""
        context={{ ...context, customs: false }}
        locale="en-us"
        widgetUrl={WIDGET_URL}
      />,
    )
  })
}

const widgetScripts = () => document.querySelectorAll('script[data-ugc-widget="ugc-pdp-widget"]')

describe('the UGC widget loads once the shopper nears the gallery (CAT-043, CAT-046)', () => {
  it('CAT-046 CAT-043 nothing loads while the gallery is far below; near it, the master id is looked up, then the script added', async () => {
    await mount({ productId: 'RS100001' })
    expect(widgetScripts()).toHaveLength(0)
    expect(lookups).toEqual([])
    // Watched 200px beyond the viewport, as sections that hydrate near it are.
    expect(FakeObserver.made).toHaveLength(1)
    expect(FakeObserver.made[0]!.options.rootMargin).toBe('200px')

    await act(async () => FakeObserver.made[0]!.comeNear())
    await act(async () => {})
    expect(lookups).toEqual(['/en-us/ugc/products/RS100001'])
    expect(container!.querySelector('#ugc-pdp-widget')!.getAttribute('data-ugc-tag')).toBe('M-RS100001')
    const scripts = widgetScripts()
    expect(scripts).toHaveLength(1)
    expect((scripts[0] as HTMLScriptElement).src).toBe(
      `${WIDGET_URL}?containerId=ugc-pdp-widget&locale=en-us`,
    )
  })

  it('CAT-046 a category’s widget needs no lookup: its script is added as soon as the gallery is near', async () => {
    await mount({ categoryId: '1010' })
    expect(widgetScripts()).toHaveLength(0)
    await act(async () => FakeObserver.made[0]!.comeNear())
    expect(lookups).toEqual([])
    expect(widgetScripts()).toHaveLength(1)
  })

  it('CAT-046 the script goes when the shopper leaves the page', async () => {
    await mount({ categoryId: '1010' })
    await act(async () => FakeObserver.made[0]!.comeNear())
    expect(widgetScripts()).toHaveLength(1)
    act(() => root!.unmount())
    root = undefined
    expect(widgetScripts()).toHaveLength(0)
  })
})
