// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReviewsSection } from '#app/features/reviews/views.ts'
import { ReviewsWhenNear } from './reviews-when-near.tsx'
import { FakeObserver } from '#tests/helpers/intersection-observer.ts'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/**
 * The product page's reviews place as the browser runs it (decision 098): a stand-in for the reviews
 * route behind `fetch`, and an IntersectionObserver the test drives, so "the shopper scrolls near the
 * reviews" is a call.
 */

const DATA = '/en-us/p/tempo-trail-runner-RS100001/reviews.json'
const section = (total: number) =>
  ({ reviews: { total }, questions: { total: 3 }, language: 'en' }) as unknown as ReviewsSection

let root: Root | undefined
let container: HTMLDivElement | undefined
let answer: { section: ReviewsSection | null }
const loads: string[] = []

beforeEach(() => {
  FakeObserver.made = []
  loads.length = 0
  answer = { section: section(412) }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      loads.push(`${String(url)} ${init.credentials}`)
      return Response.json(answer)
    }),
  )
})

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  vi.unstubAllGlobals()
})

function place(revision: unknown) {
  return (
    <ReviewsWhenNear
      dataHref={DATA}
      revision={revision}
      fallback={<a href="?reviewsPage=1#reviews">Read the reviews</a>}
    >
      {(shown) => <p>{`${shown.reviews.total} reviews`}</p>}
    </ReviewsWhenNear>
  )
}

async function mount(revision: unknown = {}) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root!.render(place(revision)))
}

const near = () =>
  act(async () => {
    FakeObserver.made.forEach((observer) => observer.comeNear())
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

const LOAD = `${DATA} same-origin`

describe('the reviews place of a product page', () => {
  it('CAT-004 holds the #reviews anchor with the fallback and asks for nothing until the shopper nears it', async () => {
    await mount()
    const anchor = container!.querySelector('#reviews')
    expect(anchor?.textContent).toBe('Read the reviews')
    expect(loads).toEqual([])
    // Watched with the margin every lazy section of the page uses (CONST-046).
    expect(FakeObserver.made.map((observer) => observer.options.rootMargin)).toEqual(['200px'])
  })

  it('CAT-004 CAT-014 PLAT-005 reads the first page once, from our origin, as the shopper nears it and draws the section in its place', async () => {
    await mount()
    await near()
    await vi.waitFor(() => expect(container!.textContent).toBe('412 reviews'))
    expect(loads).toEqual([LOAD])
    expect(container!.querySelector('#reviews')).toBeNull()
    await near()
    expect(loads).toEqual([LOAD])
  })

  it('CAT-004 reads them again when the page’s data is read again, the section shown meanwhile', async () => {
    const revision = {}
    await mount(revision)
    await near()
    await vi.waitFor(() => expect(container!.textContent).toBe('412 reviews'))
    await act(async () => root!.render(place(revision)))
    expect(loads).toEqual([LOAD])
    answer = { section: section(411) }
    await act(async () => root!.render(place({})))
    await vi.waitFor(() => expect(container!.textContent).toBe('411 reviews'))
    expect(loads).toEqual([LOAD, LOAD])
  })

  it('CAT-004 reviews that could not be read leave nothing, not even the fallback', async () => {
    answer = { section: null }
    await mount()
    await near()
    await vi.waitFor(() => expect(loads).toEqual([LOAD]))
    await vi.waitFor(() => expect(container!.innerHTML).toBe(''))
  })
})
