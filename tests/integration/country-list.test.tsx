import { describe, expect, it } from 'vitest'
import { SignUpForm } from '#app/features/identity/ui/sign-up-form.tsx'
import { COUNTRY_LIST_PATH } from '#app/domain/market/country-list.ts'
import { signUpPath } from '#app/domain/paths/paths.ts'
import { loader as signUpLoader } from '#app/routes/sign-up.tsx'
import { signUpBody } from '#app/features/identity/sign-up.server.ts'
import { COUNTRY_LIST_CODES } from '#mocks/addresses/seed/countries.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { I18nTestProvider } from '#tests/helpers/i18n.tsx'
import { get, runRoute } from '#tests/helpers/route.ts'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'

type PageData = Awaited<ReturnType<typeof signUpLoader>>

async function signUpPage(locale: string) {
  const page = await runRoute<PageData>(signUpLoader, get(signUpPath(locale)), { locale })
  const data = page.data!
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SignUpForm view={data.view} honeypot={data.honeypot} locale={locale} hidden={data.hidden} />
        ),
      },
    ],
    { initialEntries: [signUpPath(locale)] },
  )
  const html = renderToString(
    <I18nTestProvider language={locale.split('-')[0]}>
      <RouterProvider router={router} />
    </I18nTestProvider>,
  )
  return { data, html }
}

/** The phone-code select's options as rendered: [value, label]. */
function phoneCodeOptions(html: string): [string, string][] {
  const select = /<select[^>]*name="phoneCode"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? ''
  return Array.from(select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g), (m) => [m[1]!, m[2]!])
}

describe('phone codes from the country list (PLAT-057)', () => {
  it('PLAT-057 SSR: the sign-up phone-code select lists the fixture countries in the page language, the site country chosen', async () => {
    const { html } = await signUpPage('de-de')
    expect((await capturedRequests()).filter((c) => c.path === COUNTRY_LIST_PATH)).toHaveLength(1)
    const options = phoneCodeOptions(html).filter(([value]) => value)
    expect(options.map(([value]) => value).sort()).toEqual([...COUNTRY_LIST_CODES].sort())
    expect(options).toContainEqual(['DE', 'Deutschland (+49)'])
    expect(options).toContainEqual(['AT', 'Österreich (+43)'])
    expect(html).toMatch(/<option value="DE" selected="">Deutschland \(\+49\)<\/option>/)
    expect(html).toMatch(/<label[^>]*>Ländervorwahl<\/label>/)
  })

  it('PLAT-057 when the country list call fails the select falls back to the local table (~240 countries)', async () => {
    await injectFault({ path: '/utilities/countryList$', status: 503 })
    const { html } = await signUpPage('en-us')
    const options = phoneCodeOptions(html).filter(([value]) => value)
    expect(options.length).toBeGreaterThan(200)
    expect(options).toContainEqual(['JP', 'Japan (+81)'])
    expect(html).toMatch(/<option value="US" selected="">United States \(\+1\)<\/option>/)
  })

  it('PLAT-057 the chosen country is sent as its dial code; a dial code posted as such is kept', () => {
    const value = {
      firstName: 'Nora',
      lastName: 'Newton',
      email: 'nora@example.com',
      password: 'Trail2025x',
      phone: '2125550142',
      phoneCode: 'CA',
      newsletter: false,
      policy: true,
      brandTerms: true,
      loyaltyTerms: true,
      optInAccepted: false,
      postalCode: '',
    } as Parameters<typeof signUpBody>[0]
    expect(signUpBody(value, 'en-us', 'captcha').phoneCode).toBe('+1')
    expect(signUpBody({ ...value, phoneCode: 'GB' }, 'en-us', 'captcha').phoneCode).toBe('+44')
    expect(signUpBody({ ...value, phoneCode: '+33' }, 'en-us', 'captcha').phoneCode).toBe('+33')
    expect(signUpBody({ ...value, phoneCode: undefined }, 'en-us', 'captcha').phoneCode).toBe('+1')
  })
})
