import { type ReactNode, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { markPageStarted, preloadable } from './preloadable.ts'

/** A module of one component, answering a tick after it is asked for, as `import()` does. */
function greetingModule() {
  let loads = 0
  const content = preloadable(async () => {
    loads += 1
    await Promise.resolve()
    return { Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> }
  })
  return { content, loads: () => loads }
}

const inBoundary = (node: ReactNode) =>
  renderToString(<Suspense fallback={<p>nothing yet</p>}>{node}</Suspense>)

describe('a preloadable island content (decision 093)', () => {
  test('decision 093 once its module is loaded, its component renders in the same render, with no fallback', async () => {
    const { content } = greetingModule()
    const Greeting = content.lazy((module) => module.Greeting)
    await content.load()
    expect(inBoundary(<Greeting name="Sam" />)).toContain('Hello <!-- -->Sam')
  })

  test('decision 093 before it is loaded, rendering it loads the module and shows the fallback meanwhile', async () => {
    const { content, loads } = greetingModule()
    const Greeting = content.lazy((module) => module.Greeting)
    expect(inBoundary(<Greeting name="Sam" />)).toContain('nothing yet')
    expect(loads()).toBe(1)
  })

  test('decision 111 rendered while another load of its module is on its way, it renders as soon as that load is in', async () => {
    // The first load answers at once; a second one would take long (a module whose files are still
    // coming): a render started while the first was on its way must not wait for a second.
    let loads = 0
    const content = preloadable(async () => {
      loads += 1
      if (loads > 1) await new Promise((resolve) => setTimeout(resolve, 1000))
      else await Promise.resolve()
      return { Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> }
    })
    const Greeting = content.lazy((module) => module.Greeting)
    const loading = content.load()
    expect(inBoundary(<Greeting name="Sam" />)).toContain('nothing yet')
    await loading
    expect(inBoundary(<Greeting name="Sam" />)).toContain('Hello <!-- -->Sam')
    expect(loads).toBe(1)
  })

  test('decision 093 a load that failed is tried again by the next caller', async () => {
    let loads = 0
    const content = preloadable(async () => {
      loads += 1
      await Promise.resolve()
      if (loads === 1) throw new Error('offline')
      return { Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> }
    })
    await expect(content.load()).rejects.toThrow('offline')
    const Greeting = content.lazy((module) => module.Greeting)
    await content.load()
    expect(inBoundary(<Greeting name="Sam" />)).toContain('Hello <!-- -->Sam')
    expect(loads).toBe(2)
  })

  // Last: once the page has started, it stays started for every module defined after.
  test('decision 093 defined by a module that came with a navigation, it loads at once and renders with no fallback', async () => {
    const before = greetingModule()
    expect(before.loads()).toBe(0)
    markPageStarted()
    const { content, loads } = greetingModule()
    expect(loads()).toBe(1)
    const Greeting = content.lazy((module) => module.Greeting)
    // The page's data comes over the network: by the time it renders, the code is in.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(inBoundary(<Greeting name="Sam" />)).toContain('Hello <!-- -->Sam')
    expect(loads()).toBe(1)
  })

  test("decision 086 one made as a page renders (a block type's view) loads only when rendered or asked for, even after the page started", async () => {
    markPageStarted()
    let loads = 0
    const content = preloadable(
      async () => {
        loads += 1
        await Promise.resolve()
        return { Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> }
      },
      { withNavigation: false },
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loads).toBe(0)
    const Greeting = content.lazy((module) => module.Greeting)
    expect(inBoundary(<Greeting name="Sam" />)).toContain('nothing yet')
    expect(loads).toBe(1)
  })
})
