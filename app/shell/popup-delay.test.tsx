// @vitest-environment happy-dom
import { act } from 'react'
import { createMemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PopupListSchema } from '#app/domain/content/content.ts'
import { POPUP_DEFAULT_DELAY_MS, toPopupView } from '#app/domain/content/popup-rules.ts'
import { NEWSLETTER_POPUP, REGISTRATION_POPUP } from '#mocks/content/seed/popups.ts'
import { mountRouter } from '#tests/helpers/dom-router.tsx'
import Popups from './popup.tsx'

/**
 * The pop-up's delay (CMS-101) as the browser runs it: React mounts the pop-ups in a DOM, its effect
 * sets the timer, and fake timers let the time pass.
 */
let mounted: Awaited<ReturnType<typeof mountRouter>> | undefined
let container: HTMLElement

const views = (popups: unknown[]) => PopupListSchema.parse({ popups }).popups.map(toPopupView)

async function mount(popups: unknown[]) {
  const ui = <Popups popups={views(popups)} dismissed={[]} locale="en-gb" />
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/en-gb'] })
  mounted = await mountRouter(router)
  container = mounted.container
}

/** Lets `ms` pass, with what React renders because of it. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

const dialog = () => container.querySelector('dialog')

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  vi.useRealTimers()
})

describe('pop-up delay', () => {
  it('CMS-101 CONST-032 a pop-up without its own delay is not shown at 1999 ms, and shown expanded at 2000 ms', async () => {
    const { delay: _none, ...withoutDelay } = NEWSLETTER_POPUP
    expect(views([withoutDelay])[0]!.delayMs).toBe(POPUP_DEFAULT_DELAY_MS)
    await mount([withoutDelay])
    expect(dialog()).toBeNull()
    await wait(1999)
    expect(dialog()).toBeNull()
    await wait(1)
    expect(dialog()?.dataset.state).toBe('expanded')
    const toggle = container.querySelector('button[aria-expanded]')
    expect(toggle?.getAttribute('aria-expanded')).toBe('true')
    expect(toggle?.textContent).toContain('Join the Trailhead newsletter')
    expect(dialog()?.textContent).toContain('Trail notes, straight to your inbox')
    // It stays expanded: nothing else was scheduled to collapse it.
    await wait(60_000)
    expect(dialog()?.dataset.state).toBe('expanded')
  })

  it('CMS-101 a pop-up with its own delay waits that long (4000 ms), then appears expanded', async () => {
    await mount([REGISTRATION_POPUP])
    await wait(3999)
    expect(dialog()).toBeNull()
    await wait(1)
    expect(dialog()?.dataset.state).toBe('expanded')
    expect(dialog()?.textContent).toContain('Earn points on every trip')
  })
})
