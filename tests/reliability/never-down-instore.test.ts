import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_ASSOCIATE_SESSION_MINUTES } from '#app/domain/stores/in-store.ts'
import { getSession, type StoreContext } from '#app/sessions.server.ts'
import { honeypotInputProps } from '#app/platform/security/honeypot.server.ts'
import {
  ADDABLE_UPC,
  captured,
  clearCaptured,
  errorLogs,
  guestWithCart,
  Jar,
  logOffset,
  postForm,
  resetEmulator,
  send,
  STORE,
  withStoreContext,
} from './helpers.ts'
import { newLoopbackAddress, sendFrom } from './loopback-client.ts'

/**
 * An associate's in-store context ends (INSTORE-002, INSTORE-004): it was kept on a shopper's sign-out
 * and lasted as long as the 30-day session cookie, so whoever used the browser next could still take
 * 100 % off a line; and the associate login page listed any store's employees to anyone, unthrottled.
 * The emulator's seeded associate (mocks/stores/seed/stores.ts) connects with the associates' password.
 */
const LOGIN = '/en-us/associate-login'
const CART = '/en-us/cart'
const CONNECT = { intent: 'connect', storeId: 'store-0101', employeeId: 'E1001', password: 'Passw0rd!' }
const BANNER = 'In-store mode:'
const SHIFT_MS = DEFAULT_ASSOCIATE_SESSION_MINUTES * 60_000

/**
 * A sign-in-like post from a loopback address of its own: the limit (20 a minute) counts per client, and
 * the files before this one may have spent 127.0.0.1's minute of them.
 */
async function limitedPost(path: string, fields: Record<string, string>, jar: Jar) {
  const answer = await sendFrom(newLoopbackAddress(), path, {
    method: 'POST',
    form: fields,
    cookie: jar.header(),
  })
  jar.store(
    new Response(null, { headers: answer.setCookies.map((c) => ['Set-Cookie', c] as [string, string]) }),
  )
  return answer
}

async function connect(jar: Jar) {
  const connected = await limitedPost(LOGIN, CONNECT, jar)
  expect(connected.status).toBe(303)
  expect((await pageText('/en-us', jar)).includes(BANNER)).toBe(true)
}

async function pageText(path: string, jar: Jar) {
  const response = await send(path, { jar })
  expect(response.status).toBeLessThan(500)
  return response.text()
}

/** The item id of the cart's first line, from the line's own forms. */
async function firstLineId(jar: Jar) {
  const id = /name="itemId" value="([^"]+)"/.exec(await pageText(CART, jar))?.[1]
  expect(id).toBeTruthy()
  return id!
}

async function addShoe(jar: Jar) {
  const added = await postForm(
    CART,
    { intent: 'add-to-cart', productId: 'RS100001', upc: ADDABLE_UPC, qty: '1', redirectTo: CART },
    jar,
  )
  expect(added.status).toBe(303)
}

/** A 100 % price adjustment on the cart's first line, as the associate's form posts it. */
async function adjustByHundredPercent(jar: Jar) {
  const itemId = await firstLineId(jar)
  await clearCaptured()
  const response = await postForm(
    CART,
    { intent: 'adjust-price', itemId, type: 'percent', value: '100', reason: 'Left behind' },
    jar,
  )
  const adjustmentCalls = (await captured()).filter((c) => c.path.includes('/price_adjustments'))
  return { status: response.status, adjustmentCalls, cart: await pageText(CART, jar) }
}

let logStart = 0
beforeAll(() => {
  logStart = logOffset()
})

beforeEach(async () => {
  await resetEmulator()
})

describe('the in-store context ends with the associate', () => {
  it('INSTORE-004 CART-027 a guest left behind after a shopper signs in and out cannot adjust prices', async () => {
    const jar = await guestWithCart()
    await connect(jar)

    // A shopper signs in (the associate buying on their behalf keeps the store context) ...
    const signIn = await limitedPost(
      '/en-us/sign-in',
      {
        intent: 'sign-in',
        email: 'shopper@example.com',
        password: 'Passw0rd!',
        ...honeypotFields(),
      },
      jar,
    )
    expect(signIn.status).toBe(303)
    // ... and signs out: the in-store context goes with them.
    const signOut = await postForm('/en-us/sign-out', { intent: 'sign-out', from: '/en-us' }, jar)
    expect(signOut.status).toBe(303)
    expect((await pageText('/en-us', jar)).includes(BANNER)).toBe(false)

    await addShoe(jar)
    const { status, adjustmentCalls, cart } = await adjustByHundredPercent(jar)
    expect(status).toBeLessThan(500)
    expect(status).not.toBe(303)
    expect(adjustmentCalls).toEqual([])
    expect(cart.includes('Price adjusted:')).toBe(false)
    expect(cart.includes('Apply price adjustment')).toBe(false)
  }, 150_000)

  it('INSTORE-004 the associate ending the in-store session takes the context and its powers away', async () => {
    const jar = await guestWithCart()
    await connect(jar)
    expect((await pageText(CART, jar)).includes('Apply price adjustment')).toBe(true)

    // The associate login's path is limited like sign-in, for its disconnect post too.
    const ended = await limitedPost(LOGIN, { intent: 'disconnect' }, jar)
    expect(ended.status).toBe(303)
    expect(ended.location).toBe(LOGIN)
    expect((await pageText('/en-us', jar)).includes(BANNER)).toBe(false)
    // Ending it signed the shopper out too, cart and all: whoever comes next starts a cart of their own.
    await addShoe(jar)
    const { status, adjustmentCalls } = await adjustByHundredPercent(jar)
    expect(status).toBeLessThan(500)
    expect(adjustmentCalls).toEqual([])
  }, 150_000)

  it('INSTORE-002 a context older than the shift counts as none; one within it still adjusts', async () => {
    const stale = await guestWithCart()
    withStoreContext(stale, { ...STORE, connectedAt: Date.now() - SHIFT_MS - 60_000 })
    expect((await pageText('/en-us', stale)).includes(BANNER)).toBe(false)
    const refused = await adjustByHundredPercent(stale)
    expect(refused.status).toBeLessThan(500)
    expect(refused.adjustmentCalls).toEqual([])
    // The page that found it over removed it from the session.
    const session = getSession(new Request('http://localhost', { headers: { Cookie: stale.header() } }))
    expect(session.get('store')).toBeUndefined()

    // A context from before connect times were kept has no end either: it counts as none.
    const unknown = await guestWithCart()
    const { connectedAt: _, ...withoutTime } = STORE
    withStoreContext(unknown, withoutTime as StoreContext)
    expect((await adjustByHundredPercent(unknown)).adjustmentCalls).toEqual([])

    const fresh = await guestWithCart()
    withStoreContext(fresh, { ...STORE, connectedAt: Date.now() - SHIFT_MS + 60_000 })
    expect((await pageText('/en-us', fresh)).includes(BANNER)).toBe(true)
    const applied = await adjustByHundredPercent(fresh)
    expect(applied.status).toBe(303)
    expect(applied.adjustmentCalls).toHaveLength(1)
  }, 150_000)
})

describe('the employee list', () => {
  it('INSTORE-010 lists nobody without a store or for a store id that is no store id', async () => {
    const jar = new Jar()
    for (const store of [
      '',
      ' ',
      '../../stores/store-0101',
      'store-0101/../store-0102',
      '<b>x</b>',
      'x'.repeat(500),
    ]) {
      await clearCaptured()
      const page = await pageText(`${LOGIN}?store=${encodeURIComponent(store)}`, jar)
      expect(page.includes('Jordan Reyes'), store).toBe(false)
      expect(page.includes('name="employeeId"'), store).toBe(false)
      expect(
        (await captured()).filter((c) => c.path.endsWith('/employees')),
        store,
      ).toEqual([])
    }
  })

  // Last in this file: it spends this client's minute of employee-list reads.
  it('INSTORE-010 repeated reads of a store’s employees are refused with 429 past the limit', async () => {
    const jar = new Jar()
    const statuses: number[] = []
    for (let i = 0; i < 60 && !statuses.includes(429); i++) {
      const response = await send(`${LOGIN}?store=store-0101`, { jar })
      statuses.push(response.status)
      const body = await response.text()
      if (response.status === 429) {
        expect(body.includes('Jordan Reyes')).toBe(false)
        expect(response.headers.get('Retry-After')).toMatch(/^\d+$/)
      }
    }
    expect(statuses[0]).toBe(200)
    expect(statuses).toContain(429)
    // Another spelling of the same path is the same page, and counted as one.
    for (const path of [
      `/en-us/ASSOCIATE-LOGIN?store=store-0101`,
      `/en-us/associate%2Dlogin?store=store-0101`,
    ]) {
      const response = await send(path, { jar })
      expect((await response.text()).includes('Jordan Reyes')).toBe(false)
      expect(response.status, path).toBe(429)
    }
    // Its data request too (the store form's GET with JavaScript).
    const data = await send(`${LOGIN}.data?store=store-0101`, { jar })
    expect(data.status).toBeLessThan(500)
    expect((await data.text()).includes('Jordan Reyes')).toBe(false)
    expect(errorLogs(logStart)).toEqual([])
  })
})

function honeypotFields(): Record<string, string> {
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = honeypotInputProps(Date.now() - 5_000)
  return { [nameFieldName]: '', [validFromFieldName!]: encryptedValidFrom! }
}
