import { afterEach, describe, expect, it, vi } from 'vitest'
import { masterIdFor } from './ugc-scripts.ts'

afterEach(() => vi.restoreAllMocks())

describe('the galleries’ product details lookup in the browser (CAT-043)', () => {
  it('CAT-043 two galleries of one product share one lookup', async () => {
    const load = vi.fn(async () => Response.json({ masterId: 'M-RS100001' }))
    const url = '/en-us/ugc/products/RS100001?dedupe'
    const [first, second] = await Promise.all([masterIdFor(url, load), masterIdFor(url, load)])
    expect([first, second]).toEqual(['M-RS100001', 'M-RS100001'])
    expect(await masterIdFor(url, load)).toBe('M-RS100001')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('ERR-137 a failed lookup resolves to no master id and is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi.fn(async () => new Response('down', { status: 503 }))
    expect(await masterIdFor('/en-us/ugc/products/RS100001?fails', load)).toBeNull()
    expect(warn).toHaveBeenCalledWith('[ugc-gallery] product details lookup failed', expect.any(Error))
  })
})
