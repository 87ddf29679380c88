import { createElement } from 'react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { PREVIEW_DOC_TYPES } from '#app/domain/content/preview.ts'
import PreviewToolPage, { loader as toolLoader } from '#app/routes/preview-tool.tsx'
import { server } from '#mocks/node.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { get, runRoute } from '#tests/helpers/route.ts'

/**
 * PLAT-023 (decision 075): `GET /fapi/pages/{page}`, internal page data by page name. The editors'
 * preview tool reads its page, `preview-tool`: the document types to list and the layout variants
 * to suggest; it never fails for it.
 */

type ToolData = Awaited<ReturnType<typeof toolLoader>>

const tool = (query = '') =>
  runRoute<ToolData>(toolLoader, get(`/en-us/preview-tool${query}`), { locale: 'en-us' })

const render = (data: ToolData) =>
  renderWithProviders(
    createElement(PreviewToolPage as unknown as (props: { loaderData: ToolData }) => React.ReactNode, {
      loaderData: data,
    }),
    { path: '/en-us/preview-tool' },
  ).replaceAll('<!-- -->', '')

const pageCalls = async () => (await capturedRequests()).filter((c) => c.path.startsWith('/fapi/pages/'))

afterEach(() => {
  vi.unstubAllEnvs()
  resetEnvCache()
})

describe('internal page data by page name', () => {
  it('PLAT-023 the preview tool asks GET /fapi/pages/preview-tool and lists the page’s document types', async () => {
    const page = await tool('?docType=heroBanner')
    expect(page.status).toBe(200)
    const calls = await pageCalls()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /fapi/pages/preview-tool'])
    expect(calls[0]!.query.locale).toBe('en_US')
    const controls = page.data!.tool!.controls
    expect(controls.docTypes).toEqual([
      'page',
      'heroBanner',
      'banner',
      'promoBar',
      'productCollection',
      'richText',
    ])
    expect(controls.layoutVariants).toContain('overlay')
    const html = render(page.data!)
    expect(html).toContain('<option value="heroBanner" selected="">heroBanner</option>')
    const variantInput = /<input[^>]*id="preview-layout-variant"[^>]*>/.exec(html)?.[0] ?? ''
    expect(variantInput).toContain('list="preview-layout-variants"')
    expect(html).toContain('<option value="overlay"></option>')
  })

  it('PLAT-023 the tool lists what its page names, whatever the storefront’s own list', async () => {
    server.use(
      http.get('*/fapi/pages/preview-tool', () =>
        HttpResponse.json({ docTypes: [{ id: 'article', layoutVariants: ['wide'] }, { id: 'banner' }] }),
      ),
    )
    const controls = (await tool()).data!.tool!.controls
    expect(controls.docTypes).toEqual(['article', 'banner'])
    expect(controls.layoutVariants).toEqual(['wide'])
  })

  it('PLAT-023 when the page cannot be read the tool still works, with its own document types', async () => {
    await injectFault({ path: '^/fapi/pages/preview-tool$', status: 503 })
    const page = await tool('?docType=banner')
    expect(page.status).toBe(200)
    expect(page.data!.tool!.controls.docTypes).toEqual([...PREVIEW_DOC_TYPES])
    expect(page.data!.tool!.controls.layoutVariants).toEqual([])
    expect(page.data!.tool!.results?.items.length).toBeGreaterThan(0)
    expect(render(page.data!)).not.toContain('<datalist')
  })

  it('PLAT-023 the emulator answers a page by its name and 404s any other', async () => {
    const headers = { 'x-api-key': 'test-access-key' }
    const known = await fetch('http://emulator.test/fapi/pages/preview-tool?locale=en_US', { headers })
    expect(known.status).toBe(200)
    const unknown = await fetch('http://emulator.test/fapi/pages/no-such-page?locale=en_US', { headers })
    expect(unknown.status).toBe(404)
  })

  it('PLAT-023 the locked tool (production, no editor) reads no page', async () => {
    for (const [name, value] of Object.entries({
      NODE_ENV: 'production',
      DEPLOY_ENV: 'production',
      PREVIEW_EDITOR_SECRET: 'correct-horse-battery-staple',
      WEBHOOK_SECRET: 'a-production-webhook-secret',
    }))
      vi.stubEnv(name, value)
    resetEnvCache()
    const page = await tool()
    expect(page.data?.tool).toBeNull()
    expect(await pageCalls()).toEqual([])
  })
})
