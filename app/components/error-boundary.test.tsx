import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { describe, expect, it } from 'vitest'
import { GeneralErrorBoundary, titleMeta } from './error-boundary.tsx'

/** The boundary as a route that failed with `error` shows it, rendered as the server renders it. */
function failedWith(error: unknown): string {
  const router = createMemoryRouter(
    [{ id: 'page', path: '/:locale', ErrorBoundary: GeneralErrorBoundary, loader: () => null }],
    { initialEntries: ['/en-us'], hydrationData: { errors: { page: error } } },
  )
  return renderToString(<RouterProvider router={router} />)
}

const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])

describe('a failed page’s title', () => {
  it('the boundary titles a page as it heads it, with the shop’s name: a failure, a 404 without a title of its own', () => {
    expect(titles(failedWith(new Error('upstream')))).toEqual(['Something went wrong | Trailhead Outfitters'])
    const missing = failedWith(new ErrorResponse(404, 'Not Found', null))
    expect(titles(missing)).toEqual(['Page not found | Trailhead Outfitters'])
  })

  it('a 404 that carries the missing pages’ titles leaves the title to the route’s meta', () => {
    const notFound = new ErrorResponse(404, 'Not Found', {
      titles: { page: 'Page not found | Trailhead Outfitters' },
    })
    expect(titles(failedWith(notFound))).toEqual([])
  })

  it('a meta without a title gives none, not an empty one or "undefined"', () => {
    expect(titleMeta(undefined)).toEqual([])
    expect(titleMeta('')).toEqual([])
    expect(titleMeta('Cart | Trailhead Outfitters')).toEqual([{ title: 'Cart | Trailhead Outfitters' }])
  })
})
