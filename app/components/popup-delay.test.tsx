import type * as ReactModule from 'react'
import type { EffectCallback } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PopupListSchema } from '#app/models/content.ts'
import { POPUP_DEFAULT_DELAY_MS, toPopupView, type PopupView } from '#app/models/popup.ts'
import { NEWSLETTER_POPUP, REGISTRATION_POPUP } from '#mocks/data/content/popups.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
// vi.mock is hoisted above the imports: the component's hooks are the ones below.
import Popups from './popup.tsx'

/**
 * The pop-up's delay (CMS-101) lives in the component's state and effect, and vitest runs in node
 * without a DOM, where React's server renderer never runs effects or re-renders on a state change. This
 * file stands in for those two steps only: the component's own `useState` and `useEffect` are backed
 * by a small store, so the test can mount it (run its effects once), let fake timers pass, and render
 * it again with the state it set. Everything else (the markup, the timer, the delay) is the component's.
 */
const hooks = vi.hoisted(() => ({
  states: [] as unknown[],
  cursor: 0,
  pending: [] as Array<{ index: number; effect: () => void | (() => void); deps?: readonly unknown[] }>,
  mounted: new Map<number, { deps?: readonly unknown[]; cleanup?: void | (() => void) }>(),
  effectCursor: 0,
}))

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof ReactModule>()
  return {
    ...react,
    useState: <S,>(initial: S | (() => S)) => {
      const index = hooks.cursor++
      if (!(index in hooks.states))
        hooks.states[index] = typeof initial === 'function' ? (initial as () => S)() : initial
      const set = (next: S | ((previous: S) => S)) => {
        hooks.states[index] =
          typeof next === 'function' ? (next as (previous: S) => S)(hooks.states[index] as S) : next
      }
      return [hooks.states[index] as S, set] as const
    },
    useEffect: (effect: EffectCallback, deps?: readonly unknown[]) => {
      hooks.pending.push({ index: hooks.effectCursor++, effect, deps })
    },
  }
})

const changed = (a?: readonly unknown[], b?: readonly unknown[]) =>
  !a || !b || a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]))

/** Renders the pop-ups as the server would, then commits: effects whose dependencies changed run. */
function renderAndCommit(popups: PopupView[]): string {
  hooks.cursor = 0
  hooks.effectCursor = 0
  hooks.pending = []
  const html = renderWithProviders(<Popups popups={popups} dismissed={[]} locale="en-gb" />, {
    path: '/en-gb',
  }).replaceAll('<!-- -->', '')
  for (const { index, effect, deps } of hooks.pending) {
    const previous = hooks.mounted.get(index)
    if (previous && !changed(previous.deps, deps)) continue
    if (typeof previous?.cleanup === 'function') previous.cleanup()
    hooks.mounted.set(index, { deps, cleanup: effect() })
  }
  return html
}

const views = (popups: unknown[]) => PopupListSchema.parse({ popups }).popups.map(toPopupView)
const dialogOf = (html: string) => html.match(/<dialog[^>]*>/)?.[0]

beforeEach(() => {
  vi.useFakeTimers()
  hooks.states = []
  hooks.mounted = new Map()
})
afterEach(() => {
  for (const { cleanup } of hooks.mounted.values()) if (typeof cleanup === 'function') cleanup()
  vi.useRealTimers()
})

describe('pop-up delay', () => {
  it('CMS-101 CONST-032 a pop-up without its own delay is not shown at 1999 ms, and shown expanded at 2000 ms', () => {
    const { delay: _none, ...withoutDelay } = NEWSLETTER_POPUP
    const popups = views([withoutDelay])
    expect(popups[0]!.delayMs).toBe(POPUP_DEFAULT_DELAY_MS)

    expect(dialogOf(renderAndCommit(popups))).toBeUndefined()
    vi.advanceTimersByTime(1999)
    expect(dialogOf(renderAndCommit(popups))).toBeUndefined()
    vi.advanceTimersByTime(1)
    const html = renderAndCommit(popups)
    expect(dialogOf(html)).toContain('data-state="expanded"')
    expect(html).toMatch(/<button[^>]*aria-expanded="true"[^>]*>Join the Trailhead newsletter/)
    expect(html).toContain('Trail notes, straight to your inbox')
    // It stays expanded: nothing else was scheduled to collapse it.
    vi.advanceTimersByTime(60_000)
    expect(dialogOf(renderAndCommit(popups))).toContain('data-state="expanded"')
  })

  it('CMS-101 a pop-up with its own delay waits that long (4000 ms), then appears expanded', () => {
    const popups = views([REGISTRATION_POPUP])
    renderAndCommit(popups)
    vi.advanceTimersByTime(3999)
    expect(dialogOf(renderAndCommit(popups))).toBeUndefined()
    vi.advanceTimersByTime(1)
    const html = renderAndCommit(popups)
    expect(dialogOf(html)).toContain('data-state="expanded"')
    expect(html).toContain('Earn points on every trip')
  })
})
