import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { createElement, type ReactNode } from 'react'
import EspotMapPage, { loader as espotLoader } from '#app/routes/preview-espots.tsx'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

type EspotData = Awaited<ReturnType<typeof espotLoader>>

const L = { locale: 'en-us' }
/** The page as the server renders it for that data. */
const render = (data: EspotData) =>
  renderWithProviders(
    createElement(EspotMapPage as unknown as (props: { loaderData: EspotData }) => ReactNode, {
      loaderData: data,
    }),
    { path: '/en-us/preview-tool/espots' },
  ).replaceAll('<!-- -->', '')
const map = (query = '') => runRoute<EspotData>(espotLoader, get(`/en-us/preview-tool/espots${query}`), L)

afterEach(() => {
  vi.unstubAllEnvs()
  resetEnvCache()
})

describe('the espot map for editors', () => {
  it('CMS-017 CONST-029 A18 shows the 12 sections, each 16 cells: its blocks in order, then empty slots', async () => {
    const { status, data } = await map()
    expect(status).toBe(200)
    const sections = data!.sections!
    expect(sections).toHaveLength(12)
    expect(sections.every((s) => s.cells.length === 16)).toBe(true)
    const cart = sections.find((s) => s.id === 'cart')!
    expect(cart.cells.slice(0, 2)).toEqual([
      { type: 'iconAndText' },
      { type: 'productCollection', label: 'Trail add-ons' },
    ])
    expect(cart.cells.slice(2).every((cell) => cell === null)).toBe(true)
    // The fixed pages are read by name; category and product wait for an id.
    const pages = (await capturedRequests()).map((r) => r.path)
    expect(pages).toEqual(
      expect.arrayContaining([
        '/live/caas/v1/canvas/page/us/sign-in-modal',
        '/live/caas/v1/canvas/page/us/gift-card',
        '/live/caas/v1/canvas/page/us/home',
      ]),
    )
    expect(sections.find((s) => s.id === 'product')).toMatchObject({ found: false })
    expect(pages.some((p) => p.includes('/canvas/product/'))).toBe(false)
  })

  it('CMS-017 the category and product sections show the content of the ids asked for; other ids are ignored', async () => {
    const { data } = await map('?category=1000&product=RS100001')
    const sections = data!.sections!
    expect(sections.find((s) => s.id === 'product')?.cells[0]).toMatchObject({ type: 'richText' })
    expect(sections.find((s) => s.id === 'category')).toMatchObject({ found: true })
    const odd = await map('?product=%3Cscript%3E')
    expect(odd.data!.ids).toEqual({ category: undefined, product: undefined })
  })

  it('CMS-017 an id that is not one keeps what the editor typed, with a message at its field', async () => {
    const result = await map('?category=1000&product=RS%20100001')
    expect(result.status).toBe(200)
    expect(result.data!.ids).toEqual({ category: '1000', product: undefined })
    expect(result.data!.fields).toEqual({
      category: { value: '1000', error: null },
      product: { value: 'RS 100001', error: 'Use up to 40 letters, digits or dashes' },
    })
    const html = render(result.data!)
    expect(html).toMatch(
      /<input id="espot-product"[^>]*aria-invalid="true"[^>]*aria-describedby="espot-product-error"/,
    )
    expect(html).toMatch(/<input id="espot-product"[^>]*value="RS 100001"/)
    expect(html).toContain(
      '<p id="espot-product-error" class="field-error">Use up to 40 letters, digits or dashes</p>',
    )
    expect(html).not.toContain('espot-category-error')
  })

  it('CMS-017 is locked in the production deployment like the preview tool', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('DEPLOY_ENV', 'production')
    vi.stubEnv('WEBHOOK_SECRET', 'a-production-webhook-secret')
    resetEnvCache()
    const { status, data } = await map()
    expect(status).toBe(200)
    expect(data!.access).toBe('locked')
    expect(data!.sections).toBeNull()
    expect((await capturedRequests()).some((r) => r.path.includes('/canvas/page/'))).toBe(false)
  })
})
