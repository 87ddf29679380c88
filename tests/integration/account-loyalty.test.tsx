import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import AccountLoyalty, { loader } from '#app/routes/account-loyalty.tsx'
import { action as profileAction } from '#app/routes/enrol-profile.tsx'
import { ERROR_CATALOGUE } from '#app/domain/errors/errors.ts'
import { I18nTestProvider, renderWithProviders } from '#tests/helpers/i18n.tsx'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const PATH = '/en-us/account/loyalty'
type PageData = Awaited<ReturnType<typeof loader>>

async function signedIn(email: string) {
  const jar = new CookieJar()
  await signInJar(jar, email)
  return jar
}

async function page(jar: CookieJar) {
  const result = await runRoute<PageData>(loader, get(PATH, jar), L)
  expect(result.status).toBe(200)
  return { data: result.data!, response: result.response }
}

function render(data: PageData) {
  const props = { loaderData: data } as unknown as Parameters<typeof AccountLoyalty>[0]
  return renderWithProviders(<AccountLoyalty {...props} />, { path: PATH })
}

const PROFILE = { firstName: 'Sam', lastName: 'Shopper', postalCode: '97205', birthDate: '1990-05-14' }

describe('loyalty page: a member', () => {
  it('ACCT-038 ACCT-039 a member sees their points and every voucher with its cost, amount and state, never cached', async () => {
    const { data, response } = await page(await signedIn('loyalty@example.com'))
    expect(response?.headers.get('Cache-Control')).toBe('private, no-store')
    expect(data).toMatchObject({
      member: true,
      memberId: 'M000000002',
      points: 2400,
      join: null,
      notice: null,
    })
    expect(data.vouchers).toEqual([
      { id: 'VCH-1000', points: 1000, amount: 10, state: 'usable', missingPoints: 0 },
      { id: 'VCH-0500', points: 500, amount: 5, state: 'unavailable', missingPoints: 0 },
      { id: 'VCH-2000', points: 2000, amount: 25, state: 'notEligible', missingPoints: 0 },
      { id: 'VCH-5000', points: 5000, amount: 50, state: 'needsPoints', missingPoints: 2600 },
    ])
    const html = render(data)
    expect(html).toContain('2,400 points')
    expect(html).toContain('$10.00 voucher')
    expect(html).toContain('2,600 more points needed')
    expect(html).toContain('Not available for your membership')
  })

  it('ACCT-037 the welcome promotion is read (GET …/loyalty/promo/welcome) and shown', async () => {
    const { data } = await page(await signedIn('loyalty@example.com'))
    expect(data.promo).toEqual({
      title: 'Welcome to XPLR Pass',
      description: 'Members get free standard shipping on every order.',
      validUntil: 'Dec 31, 2026',
    })
    const calls = await capturedRequests()
    expect(
      calls.some((c) => c.method === 'GET' && c.path === '/consumers-v3/consumer/loyalty/promo/welcome'),
    ).toBe(true)
    expect(render(data)).toContain('Welcome offer')
  })

  it('a failing vouchers call hides the vouchers only; the points come from the profile', async () => {
    await injectFault({ path: '/loyalty/vouchers$', status: 500, errorId: 'SYS500', times: 1 })
    const { data } = await page(await signedIn('loyalty@example.com'))
    expect(data).toMatchObject({ member: true, points: 2400, vouchers: null, notice: null })
    expect(data.promo?.title).toBe('Welcome to XPLR Pass')
    expect(render(data)).not.toContain('Your vouchers')
  })

  it('a failing promotion call hides the promotion only', async () => {
    await injectFault({ path: '/loyalty/promo/welcome$', status: 503, errorId: 'SYS503', times: 1 })
    const { data } = await page(await signedIn('loyalty@example.com'))
    expect(data.promo).toBeNull()
    expect(data.vouchers).toHaveLength(4)
    expect(render(data)).not.toContain('Welcome offer')
  })

  it('ERR-090 4044 (loyalty member not found) on the vouchers shows its message and hides the vouchers', async () => {
    await injectFault({ path: '/loyalty/vouchers$', status: 404, errorId: '4044', times: 1 })
    const { data } = await page(await signedIn('loyalty@example.com'))
    expect(data.notice).toBe(ERROR_CATALOGUE['4044']!.message)
    expect(data.vouchers).toBeNull()
    expect(render(data)).toContain(ERROR_CATALOGUE['4044']!.message)
  })

  it('ERR-090 CCN404 (unknown customer) on the profile shows its message instead of the page, never a 5xx', async () => {
    await injectFault({
      path: '/consumers-v3/consumer$',
      method: 'GET',
      status: 404,
      errorId: 'CCN404',
      times: 1,
    })
    const { data } = await page(await signedIn('loyalty@example.com'))
    expect(data).toMatchObject({ member: null, vouchers: null, join: null })
    expect(data.notice).toBe(ERROR_CATALOGUE.CCN404!.message)
  })
})

describe('loyalty page: a guest and a non-member', () => {
  it('AUTH-036 ACCT-040 a signed-out visitor is sent to sign in and back; loyalty is never read for a guest', async () => {
    const result = await runRoute(loader, get(PATH, new CookieJar()), L)
    expect(result.status).toBe(302)
    expect(result.response?.headers.get('Location')).toBe(
      `/en-us/sign-in?redirectTo=${encodeURIComponent(PATH)}`,
    )
    expect(result.response?.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await capturedRequests()).some((c) => c.path.includes('/loyalty/'))).toBe(false)
  })

  it('ACCT-041 a non-member is offered to join: the loyalty sign-up, whose page is the profile step', async () => {
    const { data } = await page(await signedIn('shopper@example.com'))
    expect(data).toMatchObject({ member: false, points: null, vouchers: null, notice: null })
    expect(data.join).toEqual({
      path: `/en-us/enrol/profile?redirectTo=${encodeURIComponent(PATH)}`,
      dialog: true,
    })
    expect(data.promo?.title).toBe('Welcome to XPLR Pass')
    const html = render(data)
    expect(html).toContain(`href="/en-us/enrol/profile?redirectTo=${encodeURIComponent(PATH)}"`)
    expect(html).toContain('Join XPLR Pass')
    expect(html).not.toContain('Your points')
  })

  it('ACCT-041 ACCT-036 joining from the dialog is answered in place, enrols with usid and the source header, and the page then shows the member', async () => {
    const jar = await signedIn('shopper@example.com')
    const join = `/en-us/enrol/profile?redirectTo=${encodeURIComponent(PATH)}`
    const result = await runRoute<{ joined?: true }>(
      profileAction,
      post(join, { intent: 'save-profile', enhanced: '1', ...PROFILE }, jar),
      L,
    )
    expect(result.status).toBe(200)
    expect(result.data).toEqual({ joined: true })
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'success',
      title: 'You are now an XPLR Pass member.',
    })
    const enrol = (await capturedRequests()).filter((c) => c.path === '/consumers-v3/consumer/loyalty/token')
    expect(enrol).toHaveLength(1)
    expect(enrol[0]!.body).toMatchObject({ usid: expect.any(String) })
    expect(enrol[0]!.headers['x-source']).toBe('ECOM15')

    const { data } = await page(jar)
    expect(data).toMatchObject({ member: true, points: 0, vouchers: [], join: null })
  })

  it('ACCT-041 without JavaScript the same post goes on through the enrolment steps and back to the loyalty page', async () => {
    const jar = await signedIn('shopper@example.com')
    const join = `/en-us/enrol/profile?redirectTo=${encodeURIComponent(PATH)}`
    const result = await runRoute(profileAction, post(join, { intent: 'save-profile', ...PROFILE }, jar), L)
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toContain(encodeURIComponent(encodeURIComponent(PATH)))
    expect((await page(jar)).data.member).toBe(true)
  })

  it('ACCT-041 a bad field in the dialog is refused at that field with what was typed kept', async () => {
    const jar = await signedIn('shopper@example.com')
    const result = await runRoute<{
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
    }>(
      profileAction,
      post('/en-us/enrol/profile', { intent: 'save-profile', enhanced: '1', ...PROFILE, firstName: '' }, jar),
      L,
    )
    expect(result.status).toBe(400)
    expect(result.data?.result.error.firstName).toBeDefined()
    expect(result.data?.result.initialValue.lastName).toBe('Shopper')
    expect((await capturedRequests()).some((c) => c.path.endsWith('/loyalty/token'))).toBe(false)
  })
})

describe('loyalty page: the programme by its name, points in the shopper’s notation', () => {
  it.each([
    ['en-us', 'en', '2,400 points', '1,000 points'],
    ['fr-fr', 'fr', '2 400 points', '1 000 points'],
    ['de-de', 'de', '2.400 Punkte', '1.000 Punkte'],
  ])(
    'ACCT-038 %s: the heading and the title say XPLR Pass and the points are grouped',
    async (locale, language, balance, cost) => {
      const jar = await signedIn('loyalty@example.com')
      const path = `/${locale}/account/loyalty`
      const result = await runRoute<PageData>(loader, get(path, jar), { locale })
      const data = result.data!
      expect(data.title).toBe('XPLR Pass | Trailhead Outfitters')
      const props = { loaderData: data } as unknown as Parameters<typeof AccountLoyalty>[0]
      const router = createMemoryRouter([{ path: '*', element: <AccountLoyalty {...props} /> }], {
        initialEntries: [path],
      })
      const html = renderToString(
        <I18nTestProvider language={language}>
          <RouterProvider router={router} />
        </I18nTestProvider>,
      ).replace(/[\u00a0\u202f]/g, ' ')
      expect(html).toMatch(/<h1[^>]*>XPLR Pass<\/h1>/)
      expect(html).toContain(balance)
      expect(html).toContain(cost)
    },
  )
})
