import { beforeEach, describe, expect, test } from 'vitest'
import {
  CartSchema,
  PaymentSessionResultSchema,
  PaymentSessionSchema,
  PlaceOrderResponseSchema,
  type Cart,
} from '#app/domain/cart/cart.ts'
import { findProduct } from '../catalog/seed/catalog.ts'
import { getStock } from '../catalog/stock.ts'
import { resetState } from '../state.ts'
import { call, expectError, fixture, guestToken, signIn, US_ADDRESS } from '../test-client.ts'

beforeEach(() => resetState())

const RETURN_URL = 'http://shop.test/en-us/checkout/summary'
const CARD = { cardholderName: 'Sam Shopper', cardNumber: '4111 1111 1111 1111', expiry: '12/39', cvc: '123' }

async function cartWith(token: string, upc: string, qty: number): Promise<Cart> {
  const { productId } = fixture()
  const result = await call('POST', '/cart/v1/cart', { token, body: { items: [{ productId, upc, qty }] } })
  return CartSchema.parse(result.json)
}

async function setAddresses(token: string, basketId: string) {
  const shipping = await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, {
    token,
    body: { addresses: [{ ...US_ADDRESS, shippingId: 'me' }], recaptcha_response: 'captcha' },
  })
  expect(shipping.status).toBe(200)
  const billing = await call('POST', `/cart/v1/cart/${basketId}/billingAddress`, { token, body: US_ADDRESS })
  expect(billing.status).toBe(200)
}

/** GET paymentSession, then the hosted page's form post; answers the session id and the post's response. */
async function payOnProvider(token: string, card = CARD) {
  const session = PaymentSessionSchema.parse(
    (
      await call(
        'GET',
        `/cart/v1/paymentSession?referer=${encodeURIComponent(RETURN_URL)}&paymentMethodId=CREDIT_CARD`,
        { token },
      )
    ).json,
  )
  const page = await call('GET', session.provider.redirectUrl, { noKey: true })
  expect(page.status).toBe(200)
  expect(page.text).toContain('EmuPay secure payment')
  const posted = await call('POST', session.provider.redirectUrl, { form: card, noKey: true })
  return { sessionId: session.provider.sessionId, redirectUrl: session.provider.redirectUrl, posted }
}

async function authorisedCard(token: string, basketId: string) {
  const { sessionId, posted } = await payOnProvider(token)
  expect(posted.status).toBe(303)
  expect(posted.headers.get('location')).toBe(`${RETURN_URL}?paymentSession=${sessionId}`)
  const result = PaymentSessionResultSchema.parse(
    (await call('GET', `/provider/v1/sessions/${sessionId}`)).json,
  )
  expect(result).toMatchObject({ status: 'authorised', cardType: 'VISA', lastFour: '1111', bin: '411111' })
  const added = await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, {
    token,
    body: { payment_method_id: 'CREDIT_CARD', token: result.token, sessionId },
  })
  expect(added.status).toBe(200)
  return CartSchema.parse(added.json)
}

function placeOrder(token: string, cart: Cart, idempotencyKey?: string) {
  const card = cart.paymentInstruments.find((p) => p.payment_method_id === 'CREDIT_CARD')
  return call('PUT', '/cart/v2/checkout/order', {
    token,
    headers: { 'x-channel': 'MOBILE_APP' },
    body: {
      ...(idempotencyKey ? { idempotencyKey } : {}),
      recaptcha_response: 'captcha',
      cartId: cart.id,
      billingAddress: US_ADDRESS,
      paymentMethod: {
        code: 'CREDIT_CARD',
        additionalData: { paymentInstrumentId: card?.payment_instrument_id, cardType: 'VISA', bin: '411111' },
      },
      inStoreSalesInfo: { storeId: 'ST001', storeEmployeeId: 'E42' },
    },
  })
}

describe('shipping and billing addresses', () => {
  test('each rule answers its code: captcha, PO box, phone, country', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, fixture().size9, 1)
    const post = (address: Record<string, unknown>, captcha = 'captcha') =>
      call('POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
        token,
        body: { addresses: [{ ...address, shippingId: 'me' }], recaptcha_response: captcha },
      })
    expectError(await post(US_ADDRESS, ''), 400, 'AUT403')
    expectError(await post({ ...US_ADDRESS, addressLine1: 'PO Box 12' }), 400, 'SHP500')
    expectError(await post({ ...US_ADDRESS, addressLine1: 'P.O. Box 12' }), 400, 'SHP500')
    expectError(await post({ ...US_ADDRESS, phone: undefined }), 400, 'SHP410')
    expectError(await post({ ...US_ADDRESS, country: 'CA', postalCode: 'K1A 0B1' }), 400, 'PAY401')
    const ok = CartSchema.parse((await post(US_ADDRESS)).json)
    expect(ok.shippingAddress).toMatchObject({
      addressLine1: '101 Main Street',
      shippingId: 'me',
      country: 'US',
    })
    expect(ok.email).toBe(US_ADDRESS.email)
  })

  test('postal code validation and billing errors', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, fixture().size9, 1)
    const validate = (postalCode: string) =>
      call('POST', `/cart/v1/cart/${cart.id}/shippingAddress/validation`, {
        token,
        body: { addresses: [{ ...US_ADDRESS, postalCode }] },
      })
    expect((await validate('97205')).json).toEqual({ valid: true, suggestions: [] })
    expect((await validate('K1A 0B1')).json).toEqual({ valid: false })
    expectError(
      await call('POST', `/cart/v1/cart/${cart.id}/billingAddress`, { token, body: {} }),
      400,
      'BIL400',
    )
    expectError(
      await call('POST', `/cart/v1/cart/${cart.id}/billingAddress`, {
        token,
        body: { ...US_ADDRESS, phone: '' },
      }),
      400,
      'BILL410',
    )
  })
})

describe('order flow through the provider', () => {
  test('session → hosted page → token → instrument → order: stock down, cart gone, order recorded', async () => {
    const token = await guestToken()
    const { size9 } = fixture()
    const before = getStock(size9)
    const cart = await cartWith(token, size9, 2)
    await setAddresses(token, cart.id)
    const methods = await call('GET', `/cart/v1/cart/${cart.id}/paymentMethods`, { token })
    expect(methods.json).toEqual(expect.arrayContaining([{ id: 'CREDIT_CARD', name: 'Card' }]))
    const paying = await authorisedCard(token, cart.id)
    const card = paying.paymentInstruments.find((p) => p.payment_method_id === 'CREDIT_CARD')
    expect(card).toMatchObject({ amount: paying.totals.total, card: { cardType: 'VISA', lastFour: '1111' } })

    const placed = PlaceOrderResponseSchema.parse((await placeOrder(token, paying)).json)
    expect(placed.orderNumber).toBe('A00001001')
    expect(getStock(size9)).toBe(before - 2)
    expectError(await call('GET', `/cart/v1/cart/${cart.id}`, { token }), 404, 'BSK404')

    const orders = (await call('GET', '/__emulator/orders')).json as Record<string, unknown>[]
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      orderNumber: 'A00001001',
      channel: 'MOBILE_APP',
      inStoreSalesInfo: { storeId: 'ST001', storeEmployeeId: 'E42' },
      totals: { total: paying.totals.total },
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { cardType: 'VISA', bin: '411111' } },
      billingAddress: { addressLine1: US_ADDRESS.addressLine1 },
      items: [{ upc: size9, qty: 2 }],
      shipments: [{ shipmentId: 'me', shippingMethod: 'standard' }],
    })

    const patched = await call('PATCH', `/cart/v2/checkout/order/${placed.orderNumber}`, {
      token,
      body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } } },
    })
    expect(patched.json).toMatchObject({
      order: { paymentMethod: { additionalData: { threeDS2Result: 'Y' } } },
    })
  })

  test('a repeated place-order with the same idempotency key answers the first order, not a second', async () => {
    const token = await guestToken()
    const { size9 } = fixture()
    const before = getStock(size9)
    const cart = await cartWith(token, size9, 1)
    await setAddresses(token, cart.id)
    const paying = await authorisedCard(token, cart.id)
    const first = PlaceOrderResponseSchema.parse((await placeOrder(token, paying, 'key-1')).json)
    const again = PlaceOrderResponseSchema.parse((await placeOrder(token, paying, 'key-1')).json)
    expect(again.orderNumber).toBe(first.orderNumber)
    expect(getStock(size9)).toBe(before - 1)
    expect((await call('GET', '/__emulator/orders')).json).toHaveLength(1)
    // Another shopper's identical key is theirs alone.
    const other = await guestToken()
    expectError(await placeOrder(other, paying, 'key-1'), 404, 'BSK404')
  })

  test('a declined card re-renders the page with the message and no token', async () => {
    const token = await guestToken()
    await cartWith(token, fixture().size9, 1)
    const { sessionId, posted } = await payOnProvider(token, { ...CARD, cardNumber: '4000000000000002' })
    expect(posted.status).toBe(200)
    expect(posted.text).toContain('Your card was declined.')
    expect(posted.text).not.toContain('4000000000000002')
    expect(posted.text).toContain('value="Sam Shopper"')
    const result = PaymentSessionResultSchema.parse(
      (await call('GET', `/provider/v1/sessions/${sessionId}`)).json,
    )
    expect(result.status).toBe('refused')
    expect(result.token).toBeUndefined()
    expect(posted.text).toContain(`href="${RETURN_URL}?paymentSession=${sessionId}&#38;status=cancelled"`)
    // The shopper may try another card on the same session.
    const retry = await call('POST', `/__provider/hpp/${sessionId}`, { form: CARD, noKey: true })
    expect(retry.status).toBe(303)
  })

  test('invalid fields are reported per field; a challenge card completes or fails', async () => {
    const token = await guestToken()
    await cartWith(token, fixture().size9, 1)
    const invalid = await payOnProvider(token, {
      cardholderName: '',
      cardNumber: '4111 1111 1111 1112',
      expiry: '01/20',
      cvc: '1',
    })
    expect(invalid.posted.status).toBe(400)
    for (const id of ['cardholderName-error', 'cardNumber-error', 'expiry-error', 'cvc-error']) {
      expect(invalid.posted.text).toContain(`id="${id}"`)
    }
    const challenge = await call('POST', invalid.redirectUrl, {
      form: { ...CARD, cardNumber: '4000000000003220' },
      noKey: true,
    })
    expect(challenge.text).toContain('Complete authentication')
    const done = await call('POST', `${invalid.redirectUrl}/challenge`, {
      form: { outcome: 'complete' },
      noKey: true,
    })
    expect(done.status).toBe(303)
    expect((await call('GET', `/provider/v1/sessions/${invalid.sessionId}`)).json).toMatchObject({
      status: 'authorised',
    })

    const second = await payOnProvider(token, { ...CARD, cardNumber: '4000000000003220' })
    const failed = await call('POST', `${second.redirectUrl}/challenge`, {
      form: { outcome: 'fail' },
      noKey: true,
    })
    expect(failed.status).toBe(303)
    expect(failed.headers.get('location')).toBe(
      `${RETURN_URL}?paymentSession=${second.sessionId}&status=authentication-failed`,
    )
    expect((await call('GET', `/provider/v1/sessions/${second.sessionId}`)).json).toMatchObject({
      status: 'refused',
      threeDSResult: 'N',
    })
  })

  test('order errors: no payment PYT400, a bad token PYT404, stock gone ORD430 with nothing taken', async () => {
    const first = await guestToken()
    const second = await guestToken()
    const { size10 } = fixture()
    const a = await cartWith(first, size10, 2)
    const b = await cartWith(second, size10, 1)
    await setAddresses(first, a.id)
    await setAddresses(second, b.id)
    expectError(await placeOrder(first, a), 400, 'PYT400')
    expectError(
      await call('POST', `/cart/v1/cart/${a.id}/paymentInstruments`, {
        token: first,
        body: { payment_method_id: 'CREDIT_CARD', token: 'tok_forged', sessionId: 'ps-000001' },
      }),
      400,
      'PYT404',
    )
    const paidB = await authorisedCard(second, b.id)
    const paidA = await authorisedCard(first, a.id)
    expect((await placeOrder(second, paidB)).status).toBe(200)
    expect(getStock(size10)).toBe(1)
    expectError(await placeOrder(first, paidA), 409, 'ORD430')
    expect(getStock(size10)).toBe(1)
    expect(
      CartSchema.parse((await call('GET', `/cart/v1/cart/${a.id}`, { token: first })).json).items[0],
    ).toMatchObject({
      customerNotifications: [{ type: 'ProductLineItemInventoryMissing' }],
    })
  })

  test('gift cards reduce remainingToPay and have their own errors', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, fixture().size9, 1)
    const addGift = (cardNumber: string, pin: string) =>
      call('POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'GIFT_CARD', cardNumber, pin },
      })
    expectError(await addGift('6006490000000001', '0000'), 400, 'GFC800')
    expectError(await addGift('6006490000000002', '2222'), 400, 'GFC740')
    const withGift = CartSchema.parse((await addGift('6006490000000001', '1111')).json)
    expect(withGift.totals.remainingToPay).toBe(
      Math.max(0, Math.round((withGift.totals.total - 50) * 100) / 100),
    )
    expectError(await addGift('6006490000000001', '1111'), 400, 'GFC755')
    const gift = withGift.paymentInstruments[0]!
    const removed = await call('DELETE', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token,
      body: { payment_instrument_id: gift.payment_instrument_id },
    })
    expect(CartSchema.parse(removed.json).totals.remainingToPay).toBe(withGift.totals.total)
  })

  test('GFC812 expired, GFC725 not allowed, GFC410 past the limit, GFO405 for a cart of gift cards', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, fixture().size9, 1)
    const addGift = (basketId: string, cardNumber: string, pin: string) =>
      call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'GIFT_CARD', cardNumber, pin },
      })
    expectError(await addGift(cart.id, '6006490000000006', '6666'), 400, 'GFC812')
    expectError(await addGift(cart.id, '6006490000000007', '7777'), 400, 'GFC725')
    for (const [n, pin] of [
      ['1', '1111'],
      ['3', '3333'],
      ['5', '5555'],
    ] as const) {
      expect((await addGift(cart.id, `600649000000000${n}`, pin)).status).toBe(200)
    }
    expectError(await addGift(cart.id, '6006490000000004', '4444'), 400, 'GFC410')
    expectError(
      await call('POST', '/cart/v1/giftcard/balance', {
        token,
        body: { cardNumber: '6006490000000006', pin: '6666' },
      }),
      400,
      'GFC812',
    )

    const giftCard = findProduct('GC100001')!
    const gifts = CartSchema.parse(
      (
        await call('POST', '/cart/v1/cart', {
          token,
          body: { items: [{ productId: giftCard.id, upc: giftCard.variants[0]!.upc, qty: 1 }] },
        })
      ).json,
    )
    expectError(await addGift(gifts.id, '6006490000000004', '4444'), 400, 'GFO405')
  })

  test('split tender: a gift card pays part, the card the rest; the balance goes down by its share', async () => {
    const token = await guestToken()
    const cart = await cartWith(token, fixture().size9, 1)
    await setAddresses(token, cart.id)
    await call('POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token,
      body: { payment_method_id: 'GIFT_CARD', cardNumber: '6006490000000003', pin: '3333' },
    })
    const paying = await authorisedCard(token, cart.id)
    expect(paying.totals.remainingToPay).toBe(Math.round((paying.totals.total - 20) * 100) / 100)
    const card = paying.paymentInstruments.find((p) => p.payment_method_id === 'CREDIT_CARD')
    expect(card?.amount).toBe(paying.totals.remainingToPay)
    expect((await placeOrder(token, paying)).status).toBe(200)
    const balance = await call('POST', '/cart/v1/giftcard/balance', {
      token,
      body: { cardNumber: '6006490000000003', pin: '3333' },
    })
    expect(balance.json).toMatchObject({ balance: 0 })
  })
})

describe('saved cards', () => {
  test('a registered shopper saves cards (the first is the default) and reads them; a guest cannot', async () => {
    const guest = await guestToken()
    expectError(
      await call('GET', '/consumers-v3/consumer/payment_instruments?method=CREDIT_CARD', { token: guest }),
      401,
      'AUT404',
    )
    const token = (await signIn('shopper@example.com')).accessToken
    const save = (card: Record<string, unknown>) =>
      call('POST', '/consumers-v3/consumer/payment_instruments', {
        token,
        body: { payment_method_id: 'CREDIT_CARD', card, recaptcha_response: 'captcha' },
      })
    const first = await save({ cardType: 'VISA', lastFour: '4242' })
    expect(first.json).toMatchObject({ card: { paymentInstrumentId: expect.any(String) } })
    expectError(await save({ cardType: 'VISA', lastFour: '4242' }), 400, 'PYT300')
    await save({ cardType: 'MASTERCARD', lastFour: '4444' })
    const list = await call('GET', '/consumers-v3/consumer/payment_instruments?method=CREDIT_CARD', { token })
    expect(list.json).toEqual([
      expect.objectContaining({
        payment_method_id: 'CREDIT_CARD',
        card: { cardType: 'VISA', lastFour: '4242', main: true },
      }),
      expect.objectContaining({ card: { cardType: 'MASTERCARD', lastFour: '4444', main: false } }),
    ])
  })
})
