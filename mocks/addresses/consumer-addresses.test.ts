import { beforeEach, describe, expect, test } from 'vitest'
import { accountOf } from '../customers/consumers.ts'
import { db, resetState } from '../state.ts'
import { call, expectError, signIn, US_ADDRESS } from '../test-client.ts'

beforeEach(() => resetState())

const book = (consumerNo: string) => accountOf(db.consumers.get(consumerNo)!).addresses

async function shopper(email = 'shopper@example.com') {
  const { accessToken, consumerNo } = (await signIn(email)) as { accessToken: string; consumerNo: string }
  return { token: accessToken, consumerNo }
}

const add = (token: string, address: Record<string, unknown>) =>
  call('POST', '/consumers-v3/consumer/address', { token, body: address })

describe('the address book calls', () => {
  test('ACCT-018 ACCT-015 ACCT-016 POST adds an address and answers its addressId, whose first character is its type', async () => {
    const { token, consumerNo } = await shopper()
    const billing = await add(token, { ...US_ADDRESS, approachType: 'B' })
    expect(billing.status).toBe(200)
    const { addressId } = billing.json as { addressId: string }
    expect(addressId).toMatch(/^B/)
    // The first billing address is main; the seeded shipping main is untouched.
    expect(book(consumerNo).find((a) => a.addressId === addressId)).toMatchObject({
      main: true,
      approachType: 'B',
    })
    expect(book(consumerNo).find((a) => a.addressId === 'S1')?.main).toBe(true)
    // The returned id is the one the book answers to.
    const put = await call('PUT', `/consumers-v3/consumer/address/${addressId}`, {
      token,
      body: { ...US_ADDRESS, city: 'Salem', approachType: 'B' },
    })
    expect(put.status).toBe(200)
    expect(book(consumerNo).find((a) => a.addressId === addressId)?.city).toBe('Salem')
  })

  test('ACCT-016 ACCT-017 a second shipping address is not main until made main, which clears main on shipping only', async () => {
    const { token, consumerNo } = await shopper()
    await add(token, { ...US_ADDRESS, addressLine1: '1 Billing Way', approachType: 'B' })
    const second = await add(token, { ...US_ADDRESS, addressLine1: '2 Second Street', approachType: 'S' })
    const id = (second.json as { addressId: string }).addressId
    expect(id).toMatch(/^S/)
    expect(book(consumerNo).find((a) => a.addressId === id)?.main).toBe(false)
    await call('PUT', `/consumers-v3/consumer/address/${id}`, {
      token,
      body: { ...US_ADDRESS, addressLine1: '2 Second Street', main: true },
    })
    const mains = book(consumerNo)
      .filter((a) => a.main)
      .map((a) => a.addressId?.charAt(0))
    expect(mains.sort()).toEqual(['B', 'S'])
    expect(book(consumerNo).find((a) => a.addressId === 'S1')?.main).toBe(false)
  })

  test('ACCT-019 PUT updates the address and keeps its id and type', async () => {
    const { token, consumerNo } = await shopper()
    const result = await call('PUT', '/consumers-v3/consumer/address/S1', {
      token,
      body: { ...US_ADDRESS, addressLine2: 'Suite 9', approachType: 'B' },
    })
    expect(result.status).toBe(200)
    expect(book(consumerNo)).toEqual([
      expect.objectContaining({ addressId: 'S1', addressLine2: 'Suite 9', approachType: 'S', main: true }),
    ])
  })

  test('ACCT-020 DELETE removes the address', async () => {
    const { token, consumerNo } = await shopper()
    const result = await call('DELETE', '/consumers-v3/consumer/address/S1', { token })
    expect(result.status).toBe(200)
    expect(book(consumerNo)).toEqual([])
  })

  test('ERR-089 CCA400 for the same address twice; CCA401 for an unknown id', async () => {
    const { token } = await shopper()
    const seeded = book('C000000001')[0]!
    expectError(await add(token, { ...seeded, addressId: undefined }), 400, 'CCA400')
    expectError(await call('DELETE', '/consumers-v3/consumer/address/S999', { token }), 404, 'CCA401')
    expectError(
      await call('PUT', '/consumers-v3/consumer/address/S999', { token, body: US_ADDRESS }),
      404,
      'CCA401',
    )
  })

  test("ERR-089 IDOR another consumer's address id is unknown: not read, changed or deleted", async () => {
    const other = await shopper('loyalty@example.com')
    expect(book(other.consumerNo)[0]?.addressId).toBe('S2')
    const { token } = await shopper()
    expectError(
      await call('PUT', '/consumers-v3/consumer/address/S2', { token, body: US_ADDRESS }),
      404,
      'CCA401',
    )
    expectError(await call('DELETE', '/consumers-v3/consumer/address/S2', { token }), 404, 'CCA401')
    expect(book(other.consumerNo)).toHaveLength(1)
  })

  test('ERR-084 a scripted PRO414 answers the billing address delete, and the address stays', async () => {
    const { token, consumerNo } = await shopper()
    const { addressId } = (await add(token, { ...US_ADDRESS, approachType: 'B' })).json as {
      addressId: string
    }
    await call('POST', '/__emulator/faults', {
      body: {
        path: `/consumers-v3/consumer/address/${addressId}`,
        method: 'DELETE',
        status: 400,
        errorId: 'PRO414',
        times: 1,
      },
    })
    expectError(await call('DELETE', `/consumers-v3/consumer/address/${addressId}`, { token }), 400, 'PRO414')
    expect(book(consumerNo).some((a) => a.addressId === addressId)).toBe(true)
  })

  test('a missing field is refused; a guest has no address book', async () => {
    const { token } = await shopper()
    expectError(await add(token, { firstName: 'Sam' }), 400, 'CHK320')
    const { accessToken } = (await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } }))
      .json as {
      accessToken: string
    }
    expectError(await add(accessToken, US_ADDRESS), 401, 'AUT404')
  })
})
