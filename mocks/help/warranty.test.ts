import { beforeEach, describe, expect, it } from 'vitest'
import { MAX_WARRANTY_PHOTO_BYTES, WarrantyCaseSchema } from '#app/domain/help/warranty.ts'
import { helpCall, helpGuestToken } from './help-test-client.ts'
import { resetState } from '../state.ts'

beforeEach(() => resetState())

const fields = {
  product: 'Summit Shell Jacket',
  purchaseDate: '2026-01-15',
  description: 'The zip came apart.',
  email: 'guest@example.com',
}

function claim(values: Record<string, string> = fields, photos: File[] = []) {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) form.append(key, value)
  for (const photo of photos) form.append('photos', photo, photo.name)
  return form
}

const image = (name: string, size = 100, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type })

describe('warranty claims in the emulator', () => {
  it('FORM-022 records a multipart claim with its query and photo names, types and sizes, and answers a case number', async () => {
    const token = await helpGuestToken()
    const result = await helpCall('POST', '/consumers-v3/consumer/warranty?locale=en_US&country=US', {
      token,
      body: claim(fields, [image('zip.jpg', 1234), image('tag.png', 99, 'image/png')]),
    })
    expect(result.status).toBe(200)
    expect(WarrantyCaseSchema.parse(result.json).caseNumber).toBe('WC-000001')
    const claims = await helpCall('GET', '/__emulator/warranty-claims')
    expect(claims.json).toEqual([
      expect.objectContaining({
        ...fields,
        caseNumber: 'WC-000001',
        query: { locale: 'en_US', country: 'US' },
        photos: [
          { name: 'zip.jpg', type: 'image/jpeg', size: 1234 },
          { name: 'tag.png', type: 'image/png', size: 99 },
        ],
      }),
    ])
  })

  it('FORM-022 answers 400 API400 for missing fields, a future date, too many, too large or non-image photos', async () => {
    const token = await helpGuestToken()
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const bad = [
      claim({ ...fields, product: '' }),
      claim({ ...fields, email: 'nope' }),
      claim({ ...fields, purchaseDate: future }),
      claim(fields, [image('1.jpg'), image('2.jpg'), image('3.jpg'), image('4.jpg')]),
      claim(fields, [image('big.jpg', MAX_WARRANTY_PHOTO_BYTES + 1)]),
      claim(fields, [image('doc.pdf', 10, 'application/pdf')]),
    ]
    for (const body of bad) {
      const result = await helpCall('POST', '/consumers-v3/consumer/warranty', { token, body })
      expect(result.status).toBe(400)
      expect(result.json).toMatchObject({ errorDetails: [{ errorId: 'API400' }] })
    }
    expect((await helpCall('GET', '/__emulator/warranty-claims')).json).toEqual([])
  })

  it('FORM-022 takes only multipart (415 for JSON)', async () => {
    const token = await helpGuestToken()
    const result = await helpCall('POST', '/consumers-v3/consumer/warranty', { token, body: fields })
    expect(result.status).toBe(415)
    expect(result.json).toMatchObject({ errorDetails: [{ errorId: 'API415' }] })
  })

  it('FORM-022 the capture log keeps the photos by name and size, not their bytes', async () => {
    const token = await helpGuestToken()
    await helpCall('POST', '/consumers-v3/consumer/warranty', {
      token,
      body: claim(fields, [image('zip.jpg', 2048)]),
    })
    const requests = (await helpCall('GET', '/__emulator/requests')).json as { path: string; body: unknown }[]
    const captured = requests.find((r) => r.path === '/consumers-v3/consumer/warranty')
    expect(captured?.body).toEqual({ ...fields, photos: { name: 'zip.jpg', type: 'image/jpeg', size: 2048 } })
  })
})
