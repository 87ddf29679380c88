import type { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getShopper, type Shopper } from '#app/context.server.ts'
import { getMenu, getPage } from '#app/features/content/index.server.ts'
import { newsletterFormState } from '#app/features/newsletter/newsletter.server.ts'
import { getPersonalisationProfile, getVisitorState } from '#app/features/personalisation/visitor.server.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

/** Runs `fn` with the shopper of a request to the home page from a new browser (or from `jar`'s). */
async function withShopper<T>(fn: (shopper: Shopper) => Promise<T>, locale = 'en-us', jar = new CookieJar()) {
  const { data } = await runRoute<T>(
    (async ({ context }: { context: RouterContextProvider }) => fn(getShopper(context))) as never,
    get(`/${locale}`, jar),
    { locale },
  )
  return data as T
}

async function callsTo(path: RegExp) {
  return (await capturedRequests()).filter((c) => c.method === 'GET' && path.test(c.path))
}

describe('CONST-014 identical loads share one request', () => {
  it('CONST-014 two identical reads in the same tick make one upstream request, and both get its answer', async () => {
    const [first, second] = await withShopper((shopper) => Promise.all([getMenu(shopper), getMenu(shopper)]))
    expect(await callsTo(/\/caas\/v1\/canvas\/menu\//)).toHaveLength(1)
    expect(second).toEqual(first)
    expect(first).toBeTruthy()
  })

  it('CONST-014 the same read of two shoppers’ pages at once is one request; another page is its own', async () => {
    // en-gb runs no experiments, so two shoppers see the same variant of the page (on en-us each
    // shopper's experience blocks may differ, from the one answer).
    const pages = await Promise.all([
      withShopper((shopper) => getPage(shopper, 'home'), 'en-gb'),
      withShopper((shopper) => getPage(shopper, 'home'), 'en-gb'),
      withShopper((shopper) => getPage(shopper, 'store-locator'), 'en-gb'),
    ])
    const calls = await callsTo(/\/caas\/v1\/canvas\/page\//)
    expect(calls.filter((c) => c.path.endsWith('/home'))).toHaveLength(1)
    expect(calls.filter((c) => c.path.endsWith('/store-locator'))).toHaveLength(1)
    expect(pages[1]).toEqual(pages[0])
  })
})

describe('a signed-in shopper’s profile, read once per page', () => {
  it('FORM-007 the footer’s newsletter form and personalisation share one profile read: the form has the email, the visitor is a member', async () => {
    const jar = new CookieJar()
    await signInJar(jar, 'shopper@example.com')
    const { form, visitor, again } = await withShopper(
      async (shopper) => {
        // As a page renders: the layout's newsletter form and the page's decision at once, then a
        // later part of the page that reads the profile again.
        const [form, visitor] = await Promise.all([newsletterFormState(shopper), getVisitorState(shopper)])
        return { form, visitor, again: await getPersonalisationProfile(shopper) }
      },
      'en-us',
      jar,
    )
    expect(form.shopper).toMatchObject({ signedIn: true, email: 'shopper@example.com' })
    expect(again?.consumerDetails.email).toBe('shopper@example.com')
    expect(visitor).toBeTruthy()
    expect(await callsTo(/^\/consumers-v3\/consumer$/)).toHaveLength(1)
  })
})
