import { describe, expect, it } from 'vitest'
import { pageType } from '#app/domain/paths/page-type.ts'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { get, runRoute } from '#tests/helpers/route.ts'

describe('page type of served pages', () => {
  it('PERS-012 the not-found page is classed Error by its meta description, whatever its path', async () => {
    const path = '/en-us/p-not-a-page/nowhere'
    const result = await runRoute(contentLoader, get(path), { locale: 'en-us', '*': 'p-not-a-page/nowhere' })
    expect(result.status).toBe(404)
    const body = (await result.response!.json()) as { page: { meta: { description: string } } }
    expect(pageType(path)).toBe('Other')
    expect(pageType(path, body.page.meta.description)).toBe('Error')
  })

  it('PERS-011 a content page with an ordinary description stays Other', async () => {
    const result = await runRoute<{ page: { meta: { description: string } } }>(
      contentLoader,
      get('/en-us/help/contact-us'),
      { locale: 'en-us', '*': 'help/contact-us' },
    )
    expect(result.status).toBe(200)
    expect(pageType('/en-us/help/contact-us', result.data!.page.meta.description)).toBe('Other')
  })
})
