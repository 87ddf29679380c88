import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sameOriginFetch } from './same-origin-fetch.ts'

/** Browser code: every module of app/ that is not server-only or a test. */
function browserModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return browserModules(full)
    const browser = /\.tsx?$/.test(entry.name) && !/\.server\.tsx?$|\.test\.tsx?$|\.d\.ts$/.test(entry.name)
    return browser ? [full] : []
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('requests the browser code makes', () => {
  it('PLAT-005 go with credentials "same-origin", whatever else the caller asks', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    await sameOriginFetch('/en-us/api/beacon', {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    })
    await sameOriginFetch('/en-us/p/x/size-chart.json')
    expect(fetch).toHaveBeenCalledTimes(2)
    const inits = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1])
    expect(inits[0]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' })
    expect(inits[1]).toEqual({ credentials: 'same-origin' })
  })

  it('PLAT-005 no browser module calls fetch itself: each goes through sameOriginFetch', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const direct = browserModules(root)
      .filter((file) => file !== path.join(import.meta.dirname, 'same-origin-fetch.ts'))
      .filter((file) => /(^|[^\w.])fetch\(/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(direct).toEqual([])
    // The ones that do fetch use it (a guard against the scan matching nothing).
    const users = browserModules(root).filter((file) =>
      readFileSync(file, 'utf8').includes('sameOriginFetch('),
    )
    expect(users.length).toBeGreaterThanOrEqual(3)
  })
})
