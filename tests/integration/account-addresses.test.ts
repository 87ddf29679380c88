import { describe, expect, it } from 'vitest'
import { action as deleteAction, loader as deleteLoader } from '#app/routes/account-address-delete.tsx'
import { action as editAction, loader as editLoader } from '#app/routes/account-address-edit.tsx'
import { action as newAction } from '#app/routes/account-address-new.tsx'
import { action as listAction, loader as listLoader } from '#app/routes/account-addresses.tsx'
import { loader as shippingLoader } from '#app/routes/checkout-shipping.tsx'
import { addToCart } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
type Book = Awaited<ReturnType<typeof listLoader>>

const NEW_SHIPPING = {
  intent: 'save-address',
  addressType: 'S',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Shopper',
  addressLine1: '7 River Road',
  city: 'Salem',
  province: 'OR',
  postalCode: '97301',
  phone: '5035550142',
}
const NEW_BILLING = { ...NEW_SHIPPING, addressType: 'B', email: '', addressLine1: '9 Billing Street' }

async function signedIn(email?: string) {
  const jar = new CookieJar()
  await signInJar(jar, email)
  return jar
}

async function book(jar: CookieJar) {
  const page = await runRoute<Book>(listLoader, get('/en-us/account/addresses', jar), L)
  return page.data!
}

async function upstreamWrites(since: number) {
  return (await capturedRequests())
    .slice(since)
    .filter((c) => c.method !== 'GET' && c.path.startsWith('/consumers-v3/consumer/address'))
}

describe('the address book pages', () => {
  it('AUTH-036 every address page sends a signed-out visitor to sign in and is never cached', async () => {
    for (const [fn, path, params] of [
      [listLoader, '/en-us/account/addresses', L],
      [editLoader, '/en-us/account/addresses/S1', { ...L, addressId: 'S1' }],
      [deleteLoader, '/en-us/account/addresses/S1/delete', { ...L, addressId: 'S1' }],
      [newAction, '/en-us/account/addresses/new', L],
    ] as const) {
      const request =
        fn === newAction ? post(path, NEW_SHIPPING, new CookieJar()) : get(path, new CookieJar())
      const result = await runRoute(fn, request, params)
      expect([302, 303], path).toContain(result.status)
      expect(result.response?.headers.get('Location')).toMatch(/^\/en-us\/sign-in\?redirectTo=/)
      expect(result.response?.headers.get('Cache-Control')).toBe('private, no-store')
    }
  })

  it('ACCT-018 ACCT-016 ACCT-013 an added shipping address gets its id, is listed without a country line at home, and the checkout offers it', async () => {
    const jar = await signedIn('wallet@example.com')
    const empty = await runRoute<Book>(listLoader, get('/en-us/account/addresses', jar), L)
    expect(empty.data?.shipping).toEqual([])
    expect(empty.response?.headers.get('Cache-Control')).toBe('private, no-store')
    const before = (await capturedRequests()).length
    const added = await runRoute(newAction, post('/en-us/account/addresses/new', NEW_SHIPPING, jar), L)
    expect(added.status).toBe(303)
    expect(added.response?.headers.get('Location')).toBe('/en-us/account/addresses')
    expect(toastOf(added.cookies)?.title).toBe('Address added')
    const writes = await upstreamWrites(before)
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['POST /consumers-v3/consumer/address'])
    expect(writes[0]!.body).toMatchObject({
      approachType: 'S',
      countryCode: 'US',
      addressLine1: '7 River Road',
    })
    const { shipping } = await book(jar)
    expect(shipping).toEqual([
      expect.objectContaining({ addressLine1: '7 River Road', main: true, type: 'S' }),
    ])
    expect(shipping[0]!.id).toMatch(/^S/)
    // ACCT-013: a US address on en-us is written as domestic mail, without a country line ("US").
    const postal = ['Sam Shopper', '7 River Road', 'Salem, OR 97301']
    expect(shipping[0]!.lines.slice(0, 3)).toEqual(postal)
    expect(shipping[0]!.lines).not.toContain('US')
    expect(shipping[0]!.lines).not.toContain('United States')

    await addToCart(jar)
    const checkout = await runRoute<Awaited<ReturnType<typeof shippingLoader>>>(
      shippingLoader,
      get('/en-us/checkout/shipping', jar),
      L,
    )
    expect(checkout.data?.saved.map((s) => s.id)).toEqual([shipping[0]!.id])
    expect(checkout.data?.saved[0]!.address.lines).toEqual(shipping[0]!.lines)
  })

  it('ACCT-017 making a second shipping address main clears the first; the billing main is untouched', async () => {
    const jar = await signedIn()
    await runRoute(newAction, post('/en-us/account/addresses/new', NEW_BILLING, jar), L)
    await runRoute(newAction, post('/en-us/account/addresses/new', NEW_SHIPPING, jar), L)
    const first = await book(jar)
    expect(first.shipping.map((a) => [a.id, a.main])).toEqual([
      ['S1', true],
      [expect.stringMatching(/^S/), false],
    ])
    expect(first.billing).toEqual([expect.objectContaining({ main: true, addressLine1: '9 Billing Street' })])
    const second = first.shipping[1]!.id
    const made = await runRoute(
      listAction,
      post('/en-us/account/addresses', { intent: 'make-main-address', addressId: second }, jar),
      L,
    )
    expect(made.status).toBe(303)
    const after = await book(jar)
    expect(after.shipping.map((a) => [a.id, a.main])).toEqual([
      [second, true],
      ['S1', false],
    ])
    expect(after.billing[0]!.main).toBe(true)
  })

  it('ACCT-019 an edit keeps the id and main flag; bad input shows at its field with what was typed kept, nothing sent', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const bad = await runRoute<{
      result: { initialValue: Record<string, string>; error: Record<string, string[]> }
    }>(
      editAction,
      post('/en-us/account/addresses/S1', { ...NEW_SHIPPING, postalCode: 'ABC', city: 'x'.repeat(31) }, jar),
      { ...L, addressId: 'S1' },
    )
    expect(bad.status).toBe(400)
    expect(bad.data?.result.error.postalCode).toEqual(['Enter a valid postal code'])
    expect(bad.data?.result.error.city).toBeDefined()
    expect(bad.data?.result.initialValue.postalCode).toBe('ABC')
    expect(await upstreamWrites(before)).toEqual([])

    const saved = await runRoute(
      editAction,
      post('/en-us/account/addresses/S1', { ...NEW_SHIPPING, addressLine2: 'Unit 2' }, jar),
      { ...L, addressId: 'S1' },
    )
    expect(saved.status).toBe(303)
    const writes = await upstreamWrites(before)
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['PUT /consumers-v3/consumer/address/S1'])
    expect((await book(jar)).shipping).toEqual([
      expect.objectContaining({ id: 'S1', main: true, addressLine1: '7 River Road', addressLine2: 'Unit 2' }),
    ])
  })

  it('ERR-089 an address already saved answers CCA400 above the form, the typed values kept', async () => {
    const jar = await signedIn()
    await runRoute(newAction, post('/en-us/account/addresses/new', NEW_SHIPPING, jar), L)
    const again = await runRoute<{
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
    }>(newAction, post('/en-us/account/addresses/new', NEW_SHIPPING, jar), L)
    expect(again.status).toBe(400)
    expect(again.data?.result.error['']).toEqual(['This address is already saved to your account.'])
    expect(again.data?.result.initialValue.addressLine1).toBe('7 River Road')
  })

  it('ACCT-020 a delete is confirmed by a post: the confirmation page changes nothing, the post deletes once', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const confirm = await runRoute(deleteLoader, get('/en-us/account/addresses/S1/delete', jar), {
      ...L,
      addressId: 'S1',
    })
    expect(confirm.status).toBe(200)
    expect(await upstreamWrites(before)).toEqual([])
    const deleted = await runRoute(
      deleteAction,
      post('/en-us/account/addresses/S1/delete', { intent: 'delete-address' }, jar),
      { ...L, addressId: 'S1' },
    )
    expect(deleted.status).toBe(303)
    expect(toastOf(deleted.cookies)?.title).toBe('Address deleted')
    expect((await upstreamWrites(before)).map((w) => w.method)).toEqual(['DELETE'])
    expect((await book(jar)).shipping).toEqual([])
  })

  it('ACCT-006 ERR-084 a delete that fails (PRO414) shows the error and the address stays listed', async () => {
    const jar = await signedIn()
    await runRoute(newAction, post('/en-us/account/addresses/new', NEW_BILLING, jar), L)
    const billing = (await book(jar)).billing[0]!.id
    await injectFault({
      path: `/consumers-v3/consumer/address/${billing}`,
      method: 'DELETE',
      status: 400,
      errorId: 'PRO414',
      times: 1,
    })
    const failed = await runRoute<{ result: { error: Record<string, string[]> } }>(
      deleteAction,
      post(`/en-us/account/addresses/${billing}/delete`, { intent: 'delete-address' }, jar),
      { ...L, addressId: billing },
    )
    expect(failed.status).toBe(400)
    expect(failed.data?.result.error['']).toEqual([
      'We could not delete this billing address. Please try again.',
    ])
    expect((await book(jar)).billing.map((a) => a.id)).toEqual([billing])
  })

  it('an unknown intent or address type is refused with 400 before anything is sent', async () => {
    const jar = await signedIn()
    const before = (await capturedRequests()).length
    const cases = [
      [newAction, '/en-us/account/addresses/new', { ...NEW_SHIPPING, intent: 'delete-account' }, L],
      [newAction, '/en-us/account/addresses/new', { ...NEW_SHIPPING, addressType: 'X' }, L],
      [listAction, '/en-us/account/addresses', { intent: 'save-address', addressId: 'S1' }, L],
      [
        deleteAction,
        '/en-us/account/addresses/S1/delete',
        { intent: 'make-main-address' },
        { ...L, addressId: 'S1' },
      ],
    ] as const
    for (const [fn, url, form, params] of cases) {
      expect((await runRoute(fn, post(url, form, jar), params)).status, url).toBe(400)
    }
    expect(await upstreamWrites(before)).toEqual([])
  })

  it("ERR-089 IDOR one shopper cannot read, edit, make main or delete another's address", async () => {
    const other = await signedIn('loyalty@example.com')
    const otherId = (await book(other)).shipping[0]!.id
    const jar = await signedIn()
    const params = { ...L, addressId: otherId }
    expect((await runRoute(editLoader, get(`/en-us/account/addresses/${otherId}`, jar), params)).status).toBe(
      404,
    )
    expect(
      (await runRoute(deleteLoader, get(`/en-us/account/addresses/${otherId}/delete`, jar), params)).status,
    ).toBe(404)
    expect(
      (await runRoute(editAction, post(`/en-us/account/addresses/${otherId}`, NEW_SHIPPING, jar), params))
        .status,
    ).toBe(404)
    const main = await runRoute(
      listAction,
      post('/en-us/account/addresses', { intent: 'make-main-address', addressId: otherId }, jar),
      L,
    )
    expect(main.status).toBe(404)
    const del = await runRoute(
      deleteAction,
      post(`/en-us/account/addresses/${otherId}/delete`, { intent: 'delete-address' }, jar),
      params,
    )
    expect(del.status).toBe(404)
    expect((await book(other)).shipping).toEqual([expect.objectContaining({ id: otherId, main: true })])
  })
})
