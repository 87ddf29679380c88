import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { loader as indexLoader } from '#app/routes/checkout-index.tsx'
import { db } from '#mocks/state.ts'
import { addToCart, L } from '#tests/helpers/checkout.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

function setFlag(on: boolean) {
  if (on) process.env.EXPRESS_CHECKOUT_ENABLED = 'true'
  else delete process.env.EXPRESS_CHECKOUT_ENABLED
  resetEnvCache()
}

afterEach(() => setFlag(false))

function saveDefaultCard(email = 'shopper@example.com') {
  const record = [...db.consumers.values()].find((c) => c.account.email === email)!
  db.savedCards.set(record.account.consumerNo, [
    { paymentInstrumentId: 'spi-1', cardType: 'VISA', lastFour: '4242', main: true },
  ])
}

async function start(jar: CookieJar) {
  const result = await runRoute(indexLoader, get('/en-us/checkout', jar), L)
  return result.response?.headers.get('Location')
}

describe('CHK-002 express checkout', () => {
  it('a signed-in shopper with the flag on, a default saved card and a saved address starts at summary', async () => {
    setFlag(true)
    saveDefaultCard()
    const jar = new CookieJar()
    await signInJar(jar)
    await addToCart(jar)
    expect(await start(jar)).toBe('/en-us/checkout/summary')
    const reads = (await capturedRequests()).filter((c) => c.method === 'GET').map((c) => c.path)
    expect(reads).toEqual(
      expect.arrayContaining(['/consumers-v3/consumer/payment_instruments', '/consumers-v3/consumer']),
    )
  })

  it('without a default saved card checkout starts at shipping', async () => {
    setFlag(true)
    const jar = new CookieJar()
    await signInJar(jar)
    await addToCart(jar)
    expect(await start(jar)).toBe('/en-us/checkout/shipping')
  })

  it('with the flag off, or for a guest, checkout starts at shipping without asking the upstream', async () => {
    saveDefaultCard()
    const jar = new CookieJar()
    await signInJar(jar)
    await addToCart(jar)
    expect(await start(jar)).toBe('/en-us/checkout/shipping')

    setFlag(true)
    const guest = new CookieJar()
    await addToCart(guest)
    expect(await start(guest)).toBe('/en-us/checkout/shipping')
    expect(
      (await capturedRequests()).some((c) => c.path === '/consumers-v3/consumer/payment_instruments'),
    ).toBe(false)
  })
})
