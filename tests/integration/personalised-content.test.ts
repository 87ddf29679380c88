import { describe, expect, it } from 'vitest'
import type { CmsPage } from '#app/domain/content/content.ts'
import { TEST_CONTEXT_COOKIE } from '#app/domain/tracking/segmentation.ts'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const GALLERY = '/en-us/block-gallery'
const params = { locale: 'en-us', '*': 'block-gallery' }

/** The titles of the gallery's blocks as this visitor gets them, in order. */
async function titles(jar: CookieJar, testContext?: object) {
  const request = get(GALLERY, jar)
  if (testContext)
    request.headers.set(
      'Cookie',
      [jar.header(), `${TEST_CONTEXT_COOKIE}=${encodeURIComponent(JSON.stringify(testContext))}`]
        .filter(Boolean)
        .join('; '),
    )
  const result = await runRoute<{ page: CmsPage }>(contentLoader, request, params)
  expect(result.status).toBe(200)
  const components = result.blocks(result.data!.page.components)
  return {
    types: components.map((block) => block.type),
    ids: components.map((block) => block.id),
    titles: components.flatMap((block) => (block as { title?: string }).title ?? []),
  }
}

const SEGMENT_TITLES = [
  'Thanks for being an XPLR Pass member',
  'Welcome back',
  'Sign in for offers made for you',
]

async function signedIn(email: string) {
  const jar = new CookieJar()
  await signInJar(jar, email)
  return jar
}

/**
 * Personalised sections resolved on the server (decision 035): the page as served holds the blocks of
 * the chosen segment or variant, never the wrapper, so the first byte is already personalised and works
 * without JavaScript.
 */
describe('personalised sections of a content page', () => {
  it('CMS-132 CMS-133 a guest gets the first baseline only, with no profile call', async () => {
    const before = (await capturedRequests()).length
    const page = await titles(new CookieJar())
    expect(page.titles.filter((t) => SEGMENT_TITLES.includes(t))).toEqual(['Sign in for offers made for you'])
    expect(page.titles).not.toContain('A second baseline, never shown')
    expect(page.types).not.toContain('segmentation')
    expect(page.types).not.toContain('experience')
    const calls = (await capturedRequests()).slice(before).map((r) => `${r.method} ${r.path}`)
    expect(calls).not.toContain('GET /consumers-v3/consumer')
  })

  it('CMS-132 CMS-134 CMS-135 a signed-in shopper gets the first segment whose condition holds', async () => {
    const regular = await titles(await signedIn('shopper@example.com'))
    expect(regular.titles.filter((t) => SEGMENT_TITLES.includes(t))).toEqual(['Welcome back'])
    const member = await titles(await signedIn('loyalty@example.com'))
    expect(member.titles.filter((t) => SEGMENT_TITLES.includes(t))).toEqual([
      'Thanks for being an XPLR Pass member',
    ])
  })

  it('CMS-131 a test-context cookie forces a segment by its id, whatever the visitor', async () => {
    const page = await titles(new CookieJar(), { segment: 'loyalty-member' })
    expect(page.titles.filter((t) => SEGMENT_TITLES.includes(t))).toEqual([
      'Thanks for being an XPLR Pass member',
    ])
  })

  it('CMS-079 an experience shows its baseline while no decision picks a variant', async () => {
    const page = await titles(new CookieJar())
    expect(page.titles).toContain('Gear up for the season')
    expect(page.titles).not.toContain('Go further, for less')
  })

  it('CMS-080 a test-context cookie selects the experience variant; a malformed cookie is ignored', async () => {
    const forced = await titles(new CookieJar(), {
      experiences: { 'exp-gallery-headline': 'exp-gallery-headline-b' },
    })
    expect(forced.titles).toContain('Go further, for less')
    expect(forced.titles).not.toContain('Gear up for the season')
    const request = get(GALLERY, new CookieJar())
    request.headers.set('Cookie', `${TEST_CONTEXT_COOKIE}=not-json`)
    const result = await runRoute<{ page: CmsPage }>(contentLoader, request, params)
    expect(result.blocks(result.data!.page.components).map((b) => (b as { title?: string }).title)).toContain(
      'Gear up for the season',
    )
  })

  it('CMS-139 a section none of whose blocks resolves renders nothing', async () => {
    const page = await titles(new CookieJar())
    expect(page.ids).not.toContain('gallery-never-valid')
    expect(page.ids).not.toContain('gallery-never-known')
    expect(page.types.some((type) => type.startsWith('invalid:') || type === 'notABlock')).toBe(false)
  })
})
