import { describe, expect, it } from 'vitest'
import CartPage, { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import ConsentPage, { loader as consentLoader } from '#app/routes/privacy-consent.tsx'
import SignInPage, { loader as signInLoader } from '#app/routes/sign-in.tsx'
import { languageFor } from '#app/platform/i18n/i18n.ts'
import { I18nTestProvider, renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { cartPath, signInPath } from '#app/domain/paths/paths.ts'
import { consentPath } from '#app/domain/paths/self-service-paths.ts'

/**
 * US English on en-us, British spelling on en-gb and en-ca (Canadian English keeps the British "Colour",
 * decision 071): each page is rendered as the server renders it, in the language the URL's locale reads.
 */

const SIZE_9 = '846121001041'
const strip = (html: string) => html.replaceAll('<!-- -->', '')

function render(element: React.ReactNode, locale: string, path: string) {
  return strip(
    renderWithProviders(<I18nTestProvider language={languageFor(locale)}>{element}</I18nTestProvider>, {
      path,
    }),
  )
}

async function cartHtml(locale: string) {
  const jar = new CookieJar()
  const add = { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1' }
  jar.store((await runRoute(cartAction, post(cartPath(locale), add, jar), { locale })).cookies)
  const page = await runRoute(cartLoader, get(cartPath(locale), jar), { locale })
  const props = { loaderData: page.data, actionData: undefined } as unknown as Parameters<typeof CartPage>[0]
  return render(<CartPage {...props} />, locale, cartPath(locale))
}

async function signInHtml(locale: string) {
  const path = signInPath(locale)
  const page = await runRoute(signInLoader, get(path, new CookieJar()), { locale })
  const props = { loaderData: page.data } as unknown as Parameters<typeof SignInPage>[0]
  return render(<SignInPage {...props} />, locale, path)
}

async function consentHtml(locale: string) {
  const path = consentPath(locale)
  const page = await runRoute(consentLoader, get(path, new CookieJar()), { locale })
  const props = { loaderData: page.data } as unknown as Parameters<typeof ConsentPage>[0]
  return render(<ConsentPage {...props} />, locale, path)
}

describe('US English on en-us, British English on en-gb and en-ca (decision 071)', () => {
  it('CART-001 the en-us cart names a line’s colour "Color"; en-gb and en-ca "Colour"', async () => {
    const us = await cartHtml('en-us')
    expect(us).toMatch(/Color: \w/)
    expect(us).not.toMatch(/Colour/)
    for (const locale of ['en-gb', 'en-ca']) expect(await cartHtml(locale), locale).toMatch(/Colour: \w/)
  })

  it('AUTH-011 the en-us sign-in page speaks of "favorites"; en-gb of "favourites"', async () => {
    const us = await signInHtml('en-us')
    expect(us).toContain('Sign in to see your account, favorites and saved items.')
    expect(us).not.toMatch(/favourite/i)
    expect(await signInHtml('en-gb')).toContain('Sign in to see your account, favourites and saved items.')
  })

  it('PLAT-040 the cookie settings page reads "Personalise" on en-gb, and no en-us page text is British', async () => {
    const gb = await consentHtml('en-gb')
    expect(gb).toContain('Personalise offers and content')
    const us = await consentHtml('en-us')
    expect(us).not.toMatch(/Personalise|favourite|Colour|cancelled|programme|authorised/)
  })
})
