import { describe, expect, it } from 'vitest'
import { loader as shippingLoader } from '#app/routes/checkout-shipping.tsx'
import { ADDRESS, addToCart, FR_ADDRESS, shipTo, SIZE_9 } from '#tests/helpers/checkout.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { checkoutPath } from '#app/domain/paths/paths.ts'

type ShippingData = Awaited<ReturnType<typeof shippingLoader>>

const DE_ADDRESS = {
  ...ADDRESS,
  addressLine1: 'Torstraße 12',
  city: 'Berlin',
  province: '',
  postalCode: '10115',
  phone: '030 12345678',
}

/** A cart with one item in `locale`. */
async function withCart(locale: string) {
  const jar = new CookieJar()
  await addToCart(jar, SIZE_9, '1', 'RS100001', locale)
  return jar
}

const postShipping = (locale: string, address: Record<string, string>, jar: CookieJar) =>
  shipTo<{ result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } }>(
    jar,
    address,
    locale,
  )

async function lastShippingAddressSent() {
  const calls = (await capturedRequests()).filter(
    (c) => c.method === 'POST' && /^\/cart\/v2\/cart\/[^/]+\/shippingAddress$/.test(c.path),
  )
  return (calls.at(-1)?.body as { addresses?: Record<string, unknown>[] } | undefined)?.addresses?.[0]
}

describe('national phone numbers at checkout (fr-fr, de-de)', () => {
  it('VAL-019 VAL-026 a French number typed as 06 12 34 56 78 is accepted and sent upstream as +33612345678', async () => {
    const jar = await withCart('fr-fr')
    const result = await postShipping('fr-fr', FR_ADDRESS, jar)
    expect(result.response?.headers.get('Location')).toBe('/fr-fr/checkout/billing')
    expect(await lastShippingAddressSent()).toMatchObject({
      city: 'Paris',
      postalCode: '75011',
      country: 'FR',
      phone: '+33612345678',
    })
    expect(await lastShippingAddressSent()).not.toHaveProperty('province', expect.any(String))

    // Shown back in the French national format, on the form and the summary's address.
    const shipping = await runRoute<ShippingData>(
      shippingLoader,
      get(checkoutPath('fr-fr', 'shipping'), jar),
      {
        locale: 'fr-fr',
      },
    )
    expect(shipping.data?.address?.phone).toBe('06 12 34 56 78')
    expect(shipping.data?.addressForm.askProvince).toBe(false)
  })

  it('VAL-019 VAL-026 a German number typed as 030 12345678 is accepted and sent upstream as +493012345678', async () => {
    const jar = await withCart('de-de')
    const result = await postShipping('de-de', DE_ADDRESS, jar)
    expect(result.response?.headers.get('Location')).toBe('/de-de/checkout/billing')
    expect(await lastShippingAddressSent()).toMatchObject({
      city: 'Berlin',
      country: 'DE',
      phone: '+493012345678',
    })
  })

  it('VAL-022 a number that is no French one is refused at the field, saying which form is expected, and kept', async () => {
    const jar = await withCart('fr-fr')
    const before = (await capturedRequests()).length
    const result = await postShipping('fr-fr', { ...FR_ADDRESS, phone: '06 12 34' }, jar)
    expect(result.status).toBe(400)
    expect(result.data?.result.error?.phone).toEqual([
      'A valid phone number is required',
      'Enter a French number, for example 06 12 34 56 78',
    ])
    expect(result.data?.result.initialValue).toMatchObject({ phone: '06 12 34', city: 'Paris' })
    const sent = (await capturedRequests()).slice(before).filter((c) => /shippingAddress$/.test(c.path))
    expect(sent).toEqual([])
  })
})
