// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReviewsSection } from '#app/features/reviews/views.ts'
import { ReviewsWhenNear } from './reviews-when-near.tsx'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/**
 * The product page's reviews place as the browser runs it (decision 098): React Router's fetcher
 * against a stand-in for the reviews route, and an IntersectionObserver the test drives, so "the
 * shopper scrolls near the reviews" is a call.
 */
class FakeObserver {
  static made: FakeObserver[] = []
  targets: Element[] = []
  constructor(
    private readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string } = {},
  ) {
    FakeObserver.made.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.targets = []
  }
  comeNear() {
    this.report(this.targets.map((target) => ({ isIntersecting: true, target })))
  }
}

const DATA = '/en-us/p/tempo-trail-runner-RS100001/reviews.json'
const SECTION = {
  reviews: { total: 412 },
  questions: { total: 3 },
  language: 'en',
} as unknown as ReviewsSection

let root: Root | undefined
let container: HTMLDivElement | undefined
let answer: { section: ReviewsSection | null }
const loads: string[] = []

beforeEach(() => {
  FakeObserver.made = []
  loads.length = 0
  answer = { section: SECTION }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  vi.unstubAllGlobals()
})

async function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/en-us/p/:slugId',
        Component: () => (
          <ReviewsWhenNear dataHref={DATA} fallback={<a href="?reviewsPage=1#reviews">Read the reviews</a>}>
            {(section) => <p>{`${section.reviews.total} reviews`}</p>}
          </ReviewsWhenNear>
        ),
      },
      {
        path: '/en-us/p/:slugId/reviews.json',
        loader: ({ request }) => {
          loads.push(new URL(request.url).pathname)
          return answer
        },
      },
    ],
    { initialEntries: ['/en-us/p/tempo-trail-runner-RS100001'] },
  )
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root!.render(<RouterProvider router={router} />))
}

const near = () =>
  act(async () => {
    FakeObserver.made.forEach((observer) => observer.comeNear())
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

describe('the reviews place of a product page', () => {
  it('CAT-004 holds the #reviews anchor with the fallback and asks for nothing until the shopper nears it', async () => {
    await mount()
    const place = container!.querySelector('#reviews')
    expect(place?.textContent).toBe('Read the reviews')
    expect(loads).toEqual([])
    // Watched with the margin every lazy section of the page uses (CONST-046).
    expect(FakeObserver.made.map((observer) => observer.options.rootMargin)).toEqual(['200px'])
  })

  it('CAT-004 CAT-014 loads the first page once as the shopper nears it and draws the section in its place', async () => {
    await mount()
    await near()
    await vi.waitFor(() => expect(container!.textContent).toBe('412 reviews'))
    expect(loads).toEqual([DATA])
    expect(container!.querySelector('#reviews')).toBeNull()
    await near()
    expect(loads).toEqual([DATA])
  })

  it('CAT-004 reviews that could not be read leave nothing, not even the fallback', async () => {
    answer = { section: null }
    await mount()
    await near()
    await vi.waitFor(() => expect(loads).toEqual([DATA]))
    await vi.waitFor(() => expect(container!.innerHTML).toBe(''))
  })
})
