import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { matchRoutes, type RouteObject } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { bootCodeOf } from '#app/platform/http/boot-after-paint.server.ts'
import { send } from './helpers.ts'

/**
 * The route manifest a document carries (React Router's route discovery): the routes of the page and
 * those of every path above it, so that a link up the tree needs no manifest request. The server keeps
 * the route tree and each parent path's routes once worked out (decision 108): whatever page the
 * process rendered before, a document's manifest is the one its own path gives.
 */
interface BuildRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
}

let tree: RouteObject[] = []

beforeAll(async () => {
  const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as {
    routes: Record<string, BuildRoute>
  }
  const routes = Object.values(build.routes)
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      )
  tree = childrenOf(undefined)
})

/** The ids React Router's own matching gives for `pathname` and each path above it. */
function expectedIds(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean)
  const paths = [
    pathname,
    '/',
    ...segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`),
  ]
  const ids = new Set(paths.flatMap((p) => (matchRoutes(tree, p) ?? []).map((match) => match.route.id!)))
  return [...ids].sort()
}

async function manifestIds(pathname: string): Promise<string[]> {
  const response = await send(pathname)
  expect(response.status).toBe(200)
  // The boot script the document adds once painted carries the manifest, on one line.
  const code = bootCodeOf(await response.text()) ?? ''
  const json = /window\.__reactRouterManifest = (\{.*\});/.exec(code)?.[1]
  if (!json) throw new Error(`no route manifest in ${pathname}`)
  return Object.keys((JSON.parse(json) as { routes: Record<string, unknown> }).routes).sort()
}

describe('the route manifest each document carries', () => {
  // Pages of different depths and parents, each twice, in an order where a manifest kept for the
  // wrong path would show: two products under one parent, a listing under another, then the first
  // product again in another market.
  const PAGES = [
    '/en-gb/p/tempo-trail-runner-RS100001',
    '/en-gb/p/cloudline-daily-trainer-RS100003',
    '/en-gb/c/running-shoes-1010',
    '/en-gb/cart',
    '/en-gb',
    '/en-us/p/tempo-trail-runner-RS100001',
    '/en-gb/c/running-shoes-1010',
    '/en-gb/p/tempo-trail-runner-RS100001',
  ]
  it('names the routes of the page and of every path above it, whatever page came before', async () => {
    for (const page of PAGES) {
      const ids = await manifestIds(page)
      expect(ids, page).toEqual(expectedIds(page))
      expect(ids.length, page).toBeGreaterThan(2)
    }
  })
})
