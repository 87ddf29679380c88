import { describe, expect, it } from 'vitest'
import type { CmsPage } from '#app/domain/content/content.ts'
import { loader as accountLoader } from '#app/routes/account.tsx'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as signInLoader } from '#app/routes/sign-in.tsx'
import { loader as signUpLoader } from '#app/routes/sign-up.tsx'
import { loader as welcomeLoader } from '#app/routes/enrol-welcome.tsx'
import { addToCart, L, PDP, readyToPlace } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

type WithContent = { content: CmsPage | null }

const SHOE = { ...L, slugId: 'tempo-trail-runner-RS100001' }

/** The fixed pages (CMS-004) the emulator was asked for, by name. */
async function pagesRequested(): Promise<string[]> {
  return (await capturedRequests())
    .map((r) => /^\/live\/caas\/v1\/canvas\/page\/us\/(.+)$/.exec(r.path)?.[1])
    .filter((name): name is string => Boolean(name))
}

/** The types of a content section's blocks, as the screen renders them. */
const blockTypes = (data: WithContent | undefined) => data?.content?.components.map((b) => b.type)

async function screen(
  loader: Parameters<typeof runRoute>[0],
  path: string,
  jar: CookieJar,
  params: Record<string, string> = L,
) {
  const result = await runRoute<WithContent>(loader, get(path, jar), params)
  expect(result.status).toBe(200)
  return result.data
}

describe('content sections on the screens they belong to', () => {
  it('CMS-004 CMS-016 the cart and the checkout ask for their fixed pages and show them', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const cart = await screen(cartLoader, '/en-us/cart', jar)
    const checkout = await screen(checkoutLoader, '/en-us/checkout/shipping', jar)
    expect(await pagesRequested()).toEqual(expect.arrayContaining(['cart', 'checkout']))
    expect(blockTypes(cart)).toEqual(['iconAndText', 'productCollection'])
    expect(blockTypes(checkout)?.length).toBeGreaterThan(0)
  })

  it('CMS-004 CMS-016 the order confirmation asks for its fixed page and shows it', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const placed = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
      L,
    )
    jar.store(placed.cookies)
    const confirmation = await screen(confirmationLoader, '/en-us/order-confirmation', jar)
    expect(await pagesRequested()).toContain('order-confirmation')
    expect(blockTypes(confirmation)?.length).toBeGreaterThan(0)
  })

  it('CMS-004 CMS-016 the account and the sign-up page ask for their fixed pages and show them', async () => {
    const guest = new CookieJar()
    const signUp = await screen(signUpLoader, '/en-us/sign-up', guest)
    const jar = new CookieJar()
    await signInJar(jar)
    const account = await screen(accountLoader, '/en-us/account', jar)
    expect(await pagesRequested()).toEqual(expect.arrayContaining(['sign-up', 'account']))
    expect(blockTypes(signUp)?.length).toBeGreaterThan(0)
    expect(blockTypes(account)).toEqual(['banner'])
  })

  it('CMS-004 CMS-016 the sign-in and sign-up dialogs read their own sections; the sign-in page has none', async () => {
    const jar = new CookieJar()
    const page = await screen(signInLoader, '/en-us/sign-in', jar)
    expect(page?.content).toBeNull()
    expect(await pagesRequested()).not.toContain('sign-in-modal')
    const signInDialog = await screen(signInLoader, '/en-us/sign-in?enhanced=1', jar)
    const signUpDialog = await screen(signUpLoader, '/en-us/sign-up?enhanced=1', jar)
    const requested = await pagesRequested()
    expect(requested).toEqual(expect.arrayContaining(['sign-in-modal', 'sign-up-modal']))
    expect(requested).not.toContain('sign-up')
    expect(blockTypes(signInDialog)?.length).toBeGreaterThan(0)
    expect(blockTypes(signUpDialog)?.length).toBeGreaterThan(0)
  })

  it('CMS-004 CMS-016 the Loyalty welcome, page and dialog, shows the loyalty-modal section', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const welcome = await screen(welcomeLoader, '/en-us/enrol/welcome', jar)
    expect(await pagesRequested()).toContain('loyalty-modal')
    expect(blockTypes(welcome)?.length).toBeGreaterThan(0)
  })

  it('CMS-014 a product page asks for its product content and shows it; a product without any shows none', async () => {
    const jar = new CookieJar()
    const shoe = await screen(pdpLoader, PDP, jar, SHOE)
    const bottle = await screen(pdpLoader, '/en-us/p/insulated-trail-bottle-AC100001', jar, {
      ...L,
      slugId: 'insulated-trail-bottle-AC100001',
    })
    const productCalls = (await capturedRequests())
      .map((r) => /^\/live\/caas\/v1\/canvas\/product\/us\/(.+)$/.exec(r.path)?.[1])
      .filter(Boolean)
    expect(productCalls).toEqual(['RS100001', 'AC100001'])
    expect(blockTypes(shoe)).toEqual(['richText', 'iconAndText', 'ugcGallery'])
    expect(bottle?.content).toBeNull()
  })

  it('CMS-016 a failing content service leaves the screens whole, without their sections', async () => {
    await injectFault({ path: '/caas/v1/canvas/', status: 503 })
    const jar = new CookieJar()
    await addToCart(jar)
    const cart = await screen(cartLoader, '/en-us/cart', jar)
    const shoe = await screen(pdpLoader, PDP, jar, SHOE)
    expect(cart?.content).toBeNull()
    expect(shoe?.content).toBeNull()
    expect((cart as { cart?: { items: unknown[] } }).cart?.items).toHaveLength(1)
  })
})
