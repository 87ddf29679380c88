import { describe, expect, it } from 'vitest'
import { warrantyPath, warrantySentPath } from '#app/domain/paths/self-service-paths.ts'
import { MAX_WARRANTY_PHOTO_BYTES } from '#app/domain/help/warranty.ts'
import { action, loader } from '#app/routes/help-warranty.tsx'
import { loader as sentLoader } from '#app/routes/help-warranty-sent.tsx'
import { WARRANTY_MESSAGES } from '#app/features/help/schemas/warranty.ts'
import type { WarrantyClaimRecord } from '#mocks/help/help-store.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { emulatorList, hiddenFields, type Reply } from '#tests/helpers/help-forms.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const PATH = warrantyPath('en-us')

const claim = {
  intent: 'warranty-claim',
  product: 'Summit Shell Jacket',
  purchaseDate: '2026-01-15',
  description: 'The zip came apart after two hikes.',
  orderNumber: '',
  email: 'guest@example.com',
}

const photo = (name: string, size = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type })

/** The form as the browser posts it: multipart, the file input last (empty when no file was chosen). */
function multipart(values: Record<string, string>, photos: File[], jar: CookieJar) {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) form.append(key, value)
  if (photos.length) for (const file of photos) form.append('photos', file, file.name)
  else form.append('photos', new File([], ''), '')
  return new Request(new URL(PATH, 'http://localhost:3000'), {
    method: 'POST',
    body: form,
    headers: { Cookie: jar.header() },
  })
}

type Refused = Reply & { photosDropped: boolean }

async function send(values: Record<string, string>, photos: File[] = [], jar = new CookieJar()) {
  const hidden = await hiddenFields(loader, PATH, jar)
  const result = await runRoute<Refused>(action, multipart({ ...hidden, ...values }, photos, jar), L)
  jar.store(result.cookies)
  return { result, jar, hidden }
}

const warrantyPosts = async () =>
  (await capturedRequests()).filter(
    (r) => r.method === 'POST' && r.path === '/consumers-v3/consumer/warranty',
  )

describe('warranty claim', () => {
  it('FORM-022 a guest claim with a photo: one multipart call with locale and country in the query, then the case number', async () => {
    const { result, jar } = await send(claim, [photo('zip.jpg', 4096)])
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe(warrantySentPath('en-us'))
    const posts = await warrantyPosts()
    expect(posts).toHaveLength(1)
    expect(posts[0]!.query).toMatchObject({ locale: 'en_US', country: 'US' })
    expect(posts[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(await emulatorList<WarrantyClaimRecord>('warranty-claims')).toMatchObject([
      {
        caseNumber: 'WC-000001',
        product: 'Summit Shell Jacket',
        email: 'guest@example.com',
        photos: [{ name: 'zip.jpg', type: 'image/jpeg', size: 4096 }],
      },
    ])
    const sent = await runRoute<{ caseNumber: string }>(sentLoader, get(warrantySentPath('en-us'), jar), L)
    expect(sent.data?.caseNumber).toBe('WC-000001')
  })

  it("FORM-022 a signed-in shopper's claim carries the profile's email, whatever was posted", async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const page = await runRoute<{ email: string | null }>(loader, get(PATH, jar), L)
    expect(page.data?.email).toBe('shopper@example.com')
    const { result } = await send({ ...claim, email: 'someone@else.com' }, [], jar)
    expect(result.status).toBe(303)
    const claims = await emulatorList<WarrantyClaimRecord>('warranty-claims')
    expect(claims[0]).toMatchObject({ email: 'shopper@example.com', photos: [] })
    expect(claims[0]!.consumerNo).toBeTruthy()
  })

  it('FORM-022 a photo over 5 MB stops the upload: the message at the photos, the typed text kept, no call', async () => {
    const { result } = await send(claim, [photo('huge.jpg', MAX_WARRANTY_PHOTO_BYTES + 1024)])
    expect(result.status).toBe(400)
    expect(result.data!.result.error?.photos).toEqual([WARRANTY_MESSAGES.photoSize])
    expect(result.data!.result.initialValue).toMatchObject({
      product: 'Summit Shell Jacket',
      email: 'guest@example.com',
    })
    expect(result.data!.photosDropped).toBe(true)
    expect(await warrantyPosts()).toHaveLength(0)
  })

  it('FORM-022 more than three photos, or a photo that is not an image, is refused at the photos', async () => {
    const four = await send(claim, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')])
    expect(four.result.data!.result.error?.photos).toEqual([WARRANTY_MESSAGES.photoCount])
    const pdf = await send(claim, [photo('receipt.pdf', 100, 'application/pdf')])
    expect(pdf.result.data!.result.error?.photos).toEqual([WARRANTY_MESSAGES.photoType])
    expect(await warrantyPosts()).toHaveLength(0)
  })

  it('FORM-022 bad input keeps what was typed: a future date, a missing description', async () => {
    const { result } = await send({ ...claim, purchaseDate: '2999-01-01', description: '' })
    expect(result.status).toBe(400)
    expect(result.data!.result.error).toMatchObject({
      purchaseDate: [WARRANTY_MESSAGES.futureDate],
      description: ['This field is required'],
    })
    expect(result.data!.result.initialValue).toMatchObject({
      product: 'Summit Shell Jacket',
      purchaseDate: '2999-01-01',
    })
    expect(result.data!.photosDropped).toBe(false)
  })

  it('FORM-022 the same form posted twice sends one claim', async () => {
    const jar = new CookieJar()
    const hidden = await hiddenFields(loader, PATH, jar)
    const results = await Promise.all([
      runRoute(action, multipart({ ...hidden, ...claim }, [photo('a.jpg')], jar), L),
      runRoute(action, multipart({ ...hidden, ...claim }, [photo('a.jpg')], jar), L),
    ])
    expect(results.map((r) => r.status)).toEqual([303, 303])
    expect(await warrantyPosts()).toHaveLength(1)
  })

  it('FORM-022 an upstream failure shows above the form, typed text kept', async () => {
    await injectFault({ path: '/consumer/warranty$', method: 'POST', status: 503 })
    const { result } = await send(claim)
    expect(result.status).toBe(400)
    expect(result.data!.result.error?.['']).toHaveLength(1)
    expect(result.data!.result.initialValue).toMatchObject({ description: claim.description })
  })

  it('FORM-022 a filled honeypot, an unknown intent or a form that is not multipart is refused without a call', async () => {
    const jar = new CookieJar()
    const hidden = await hiddenFields(loader, PATH, jar)
    const trap = Object.keys(hidden)[0]!
    const bot = await runRoute<Refused>(action, multipart({ ...hidden, ...claim, [trap]: 'x' }, [], jar), L)
    expect(bot.status).toBe(400)
    expect(bot.data!.result.error?.['']).toEqual(['We could not process this form. Please try again.'])
    const unknown = await runRoute(action, multipart({ ...hidden, ...claim, intent: 'nope' }, [], jar), L)
    expect(unknown.status).toBe(400)
    const plain = await runRoute(action, post(PATH, { ...hidden, ...claim }, jar), L)
    expect(plain.status).toBe(400)
    expect(await warrantyPosts()).toHaveLength(0)
  })
})

describe('warranty upload limits while reading', () => {
  it('FORM-022 four photos of 5 MB stop at the total: the count message, nothing sent', async () => {
    const big = (name: string) => photo(name, MAX_WARRANTY_PHOTO_BYTES)
    const { result } = await send(claim, [big('1.jpg'), big('2.jpg'), big('3.jpg'), big('4.jpg')])
    expect(result.status).toBe(400)
    expect(result.data!.result.error?.photos).toEqual([WARRANTY_MESSAGES.photoCount])
    expect(result.data!.result.initialValue).toMatchObject({ product: 'Summit Shell Jacket' })
    expect(await warrantyPosts()).toHaveLength(0)
  })

  it('FORM-022 three photos of 5 MB each are within the limits', async () => {
    const big = (name: string) => photo(name, MAX_WARRANTY_PHOTO_BYTES)
    const { result } = await send(claim, [big('1.jpg'), big('2.jpg'), big('3.jpg')])
    expect(result.status).toBe(303)
    expect(await warrantyPosts()).toHaveLength(1)
  })
})
