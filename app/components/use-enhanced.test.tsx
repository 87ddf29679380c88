// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type * as NextTaskModule from './next-task.ts'
import type * as EnhancedModule from './use-enhanced.ts'

/**
 * Decision 117: what needs JavaScript draws after the hydration, each component in a task of its own,
 * rather than in the hydration's last task; a render that is not a hydration draws it at once.
 */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let enhanced: typeof EnhancedModule
let nextTask: typeof NextTaskModule.nextTask
let root: Root | undefined

beforeEach(async () => {
  // The answer is the page's: each test is a page of its own, whose tasks come in one queue.
  vi.resetModules()
  enhanced = await import('./use-enhanced.ts')
  ;({ nextTask } = await import('./next-task.ts'))
})

afterEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  act(() => root?.unmount())
  root = undefined
  vi.restoreAllMocks()
})

function Control({ name }: { name: string }) {
  return <button type="submit">{enhanced.useEnhanced() ? `${name}: dialog` : `${name}: page`}</button>
}

function Page() {
  return (
    <form>
      <Control name="size chart" />
      <Control name="gift options" />
      <enhanced.WithoutScript>
        <p>Without JavaScript</p>
      </enhanced.WithoutScript>
    </form>
  )
}

/** The two controls as drawn, and whether the note for a browser without JavaScript shows. */
const drawn = (container: HTMLElement) => [
  ...[...container.querySelectorAll('button')].map((button) => button.textContent),
  container.querySelector('p') ? 'note' : 'no note',
]

describe('decision 117 useEnhanced', () => {
  test('the server draws what works without JavaScript; the browser hydrates it as it is, then draws each enhancement in a task of its own', async () => {
    const html = renderToString(<Page />)
    expect(html).toContain('size chart: page')
    expect(html).toContain('Without JavaScript')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    // React reports a hydration mismatch as an error: there is none.
    const errors = vi.spyOn(console, 'error')

    enhanced.holdEnhancements()
    act(() => {
      root = hydrateRoot(container, <Page />)
    })
    // Hydrated, effects run: nothing has been drawn again yet.
    expect(
      Object.keys(container.querySelector('button')!).some((key) => key.startsWith('__reactFiber')),
    ).toBe(true)
    expect(drawn(container)).toEqual(['size chart: page', 'gift options: page', 'note'])

    // From here on the page's own scheduling, not the test's: the tasks are the browser's.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false
    const seen = [drawn(container)]
    for (let task = 0; task < 5; task += 1) {
      await nextTask()
      seen.push(drawn(container))
    }
    expect(seen.at(-1)).toEqual(['size chart: dialog', 'gift options: dialog', 'no note'])
    // One component a task, never two.
    for (let index = 1; index < seen.length; index += 1) {
      const changed = seen[index]!.filter((text, at) => text !== seen[index - 1]![at])
      expect(changed.length, JSON.stringify(seen)).toBeLessThanOrEqual(1)
    }
    expect(errors).not.toHaveBeenCalled()
  })

  test('a render in the browser that is not a hydration (a page navigated to, a dialog) draws the enhancements at once', () => {
    const container = document.createElement('div')
    document.body.append(container)
    act(() => {
      root = createRoot(container)
      root.render(<Page />)
    })
    expect(drawn(container)).toEqual(['size chart: dialog', 'gift options: dialog', 'no note'])
  })
})
