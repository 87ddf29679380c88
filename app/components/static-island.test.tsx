// @vitest-environment happy-dom
import { act, createContext, memo, use } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { StaticIsland } from './static-island.tsx'

/**
 * The island in the browser (decision 025): React hydrates the server's document, and the island keeps
 * the server's markup, unhydrated, through every update that does not change its content. A context
 * above it stands for the router's location, which every client-side navigation changes.
 */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const Route = createContext('/en-us')

let renders = 0
function Content({ text }: { text: string }) {
  renders += 1
  return <p>{text}</p>
}

function Heading() {
  return <h1>{use(Route)}</h1>
}

/** The header, as React meets it in a navigation: its props unchanged, so React skips it (a bail-out). */
const Header = memo(function Header({ text }: { text: string }) {
  return (
    <StaticIsland as="nav" aria-label="Main" version={[text]}>
      <Content text={text} />
    </StaticIsland>
  )
})

function Page({ route, text }: { route: string; text: string }) {
  return (
    <Route value={route}>
      <main>
        <Heading />
        <Header text={text} />
      </main>
    </Route>
  )
}

let root: Root | undefined

/** The server's document for the home page, hydrated as the browser does. */
async function hydrated(text = 'Trail') {
  renders = 0
  document.body.innerHTML = `<div id="app"><main><h1>/en-us</h1><nav aria-label="Main" data-static-island=""><!--$--><p>${text}</p><!--/$--></nav></main></div>`
  const container = document.getElementById('app') as HTMLElement
  const paragraph = container.querySelector('p')
  // React's development build reports a hydration mismatch as an error.
  const errors = vi.spyOn(console, 'error')
  await act(async () => {
    root = hydrateRoot(container, <Page route="/en-us" text={text} />)
  })
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  return { container, paragraph }
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe('a static island in the browser (decision 025)', () => {
  test('decision 025 decision 093 the server’s markup is kept through hydration and through a navigation that changes a context above it: never rendered again, so the menu bar does not empty and come back', async () => {
    const { container, paragraph } = await hydrated()
    expect(container.querySelector('nav p')).toBe(paragraph)
    expect(renders).toBe(0)

    await act(async () => root?.render(<Page route="/en-us/c/running-shoes-1010" text="Trail" />))
    expect(container.querySelector('h1')?.textContent).toBe('/en-us/c/running-shoes-1010')
    expect(container.querySelector('nav p')).toBe(paragraph)
    expect(paragraph?.textContent).toBe('Trail')
    expect(renders).toBe(0)
  })

  test('decision 025 decision 093 new content is rendered by the browser, and the server’s content again after it is rendered too', async () => {
    const { container } = await hydrated()
    await act(async () => root?.render(<Page route="/en-us/help" text="Road" />))
    expect(container.querySelector('nav')?.innerHTML).toBe('<p>Road</p>')
    expect(renders).toBe(1)

    await act(async () => root?.render(<Page route="/en-us" text="Trail" />))
    expect(container.querySelector('nav')?.innerHTML).toBe('<p>Trail</p>')
    expect(renders).toBe(2)
  })
})
