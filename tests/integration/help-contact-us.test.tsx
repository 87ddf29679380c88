import { describe, expect, it } from 'vitest'
import { ContactUsForm } from '#app/features/help/ui/contact-us-form.tsx'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { contactUsPath, contactUsSentPath } from '#app/domain/paths/self-service-paths.ts'
import ContactUsPage, { action, loader } from '#app/routes/help-contact-us.tsx'
import { loader as sentLoader } from '#app/routes/help-contact-us-sent.tsx'
import { CONTACT_CATEGORIES } from '#mocks/help/seed/contact-us.ts'
import type { ContactMessageRecord } from '#mocks/help/help-store.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { emulatorList, hiddenFields, type Reply } from '#tests/helpers/help-forms.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const PATH = contactUsPath('en-us')
type PageData = Awaited<ReturnType<typeof loader>>

const message = {
  intent: 'contact-us',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  category: 'returns',
  subject: 'refund-status',
  orderNumber: '',
  message: 'My refund has not arrived.',
}

async function postMessage(values: Record<string, string>, jar = new CookieJar()) {
  const hidden = await hiddenFields(loader, PATH, jar)
  const result = await runRoute<Reply>(action, post(PATH, { ...hidden, ...values }, jar), L)
  jar.store(result.cookies)
  return { result, jar, hidden }
}

const contactPosts = async () =>
  (await capturedRequests()).filter((r) => r.method === 'POST' && r.path === '/consumers-v3/contactus')

function renderPage(data: PageData) {
  const props = { loaderData: data, actionData: undefined, params: L, matches: [] }
  return renderWithProviders(
    <ContactUsPage {...(props as unknown as Parameters<typeof ContactUsPage>[0])} />,
    {
      path: PATH,
    },
  )
}

describe('contact us page', () => {
  it('FORM-019 CMS-004 answers 200 with the contact-us content page fetched by its name, and the form', async () => {
    const page = await runRoute<PageData>(loader, get(PATH), L)
    expect(page.status).toBe(200)
    expect(page.data!.page?.slug).toBe('contact-us')
    const paths = (await capturedRequests()).map((r) => r.path)
    expect(paths.some((p) => p.endsWith('/caas/v1/canvas/augmentedpage/us/contact-us'))).toBe(true)
    expect(paths).toContain('/consumers-v3/contactus/categorySubject')
    expect(renderPage(page.data!)).toMatch(/<button type="submit" value="contact-us"[^>]*name="intent"/)
  })

  it('FORM-021 the category and subject options equal the categorySubject fixture, subjects grouped by category', async () => {
    const page = await runRoute<PageData>(loader, get(PATH), L)
    expect(page.data!.categories).toEqual(CONTACT_CATEGORIES.categories)
    const html = renderWithProviders(
      <ContactUsForm
        categories={page.data!.categories!}
        defaults={{}}
        honeypot={page.data!.honeypot}
        submissionId="id"
      />,
      { path: PATH },
    )
    const select = (name: string) =>
      new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)![1]!
    const values = (markup: string) => [...markup.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])
    expect(values(select('category'))).toEqual(CONTACT_CATEGORIES.categories.map((c) => c.code))
    const subjects = select('subject')
    for (const category of CONTACT_CATEGORIES.categories) {
      const group = new RegExp(`<optgroup label="${category.label}">([\\s\\S]*?)</optgroup>`).exec(subjects)
      expect(values(group![1]!)).toEqual(category.subjects.map((s) => s.code))
    }
  })

  it('FORM-021 when the categories call fails the page still renders, saying the form is not available', async () => {
    await injectFault({ path: '/contactus/categorySubject', status: 503, errorId: 'GEN500' })
    const page = await runRoute<PageData>(loader, get(PATH), L)
    expect(page.status).toBe(200)
    expect(page.data!.categories).toBeUndefined()
    const html = renderPage(page.data!)
    expect(html).toContain('The contact form is not available right now')
    expect(html).not.toContain('<form')
  })

  it('FORM-019 the form prefills the email and names of a signed-in shopper', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const page = await runRoute<PageData>(loader, get(PATH, jar), L)
    expect(page.data!.defaults).toMatchObject({ email: 'shopper@example.com' })
  })
})

describe('contact us post', () => {
  it('FORM-020 one POST contactus per post; the shopper lands on the confirmation with the reference', async () => {
    const { result, jar } = await postMessage(message)
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe(contactUsSentPath('en-us'))
    expect(await contactPosts()).toHaveLength(1)
    expect(await emulatorList<ContactMessageRecord>('contact-us')).toMatchObject([
      { referenceId: 'CU-000001', email: 'ada@example.com', category: 'returns', subject: 'refund-status' },
    ])
    const sent = await runRoute<{ reference: string; email: string }>(
      sentLoader,
      get(contactUsSentPath('en-us'), jar),
      L,
    )
    expect(sent.data).toMatchObject({ reference: 'CU-000001', email: 'ada@example.com' })
    // Reading the confirmation again changes nothing.
    const again = await runRoute<{ reference: string }>(sentLoader, get(contactUsSentPath('en-us'), jar), L)
    expect(again.data?.reference).toBe('CU-000001')
  })

  it('FORM-020 the same form posted twice (a double submit) sends one message', async () => {
    const jar = new CookieJar()
    const hidden = await hiddenFields(loader, PATH, jar)
    const [first, second] = await Promise.all([
      runRoute(action, post(PATH, { ...hidden, ...message }, jar), L),
      runRoute(action, post(PATH, { ...hidden, ...message }, jar), L),
    ])
    expect([first.status, second.status]).toEqual([303, 303])
    expect(await contactPosts()).toHaveLength(1)
  })

  it('FORM-020 bad input: 400 with the message at the field and what was typed kept, no upstream call', async () => {
    const { result } = await postMessage({ ...message, email: 'ada@', message: '' })
    expect(result.status).toBe(400)
    expect(result.data!.result.error).toMatchObject({
      email: ['Email is not valid'],
      message: ['This field is required'],
    })
    expect(result.data!.result.initialValue).toMatchObject({
      firstName: 'Ada',
      email: 'ada@',
      subject: 'refund-status',
    })
    expect(await contactPosts()).toHaveLength(0)
  })

  it('FORM-020 an upstream error shows above the form with the typed values kept', async () => {
    await injectFault({ path: '/consumers-v3/contactus$', method: 'POST', status: 500, errorId: 'GEN500' })
    const { result } = await postMessage(message)
    expect(result.status).toBe(400)
    expect(result.data!.result.error?.['']).toEqual([errorMessage('GEN500')])
    expect(result.data!.result.initialValue).toMatchObject({ message: 'My refund has not arrived.' })
  })

  it('FORM-020 a filled honeypot is refused without a call', async () => {
    const jar = new CookieJar()
    const hidden = await hiddenFields(loader, PATH, jar)
    const trap = Object.keys(hidden)[0]!
    const result = await runRoute<Reply>(action, post(PATH, { ...hidden, [trap]: 'bot', ...message }, jar), L)
    expect(result.status).toBe(400)
    expect(result.data!.result.error?.['']).toEqual(['We could not process this form. Please try again.'])
    expect(await contactPosts()).toHaveLength(0)
  })

  it('FORM-020 an unknown intent is a 400', async () => {
    const { result } = await postMessage({ ...message, intent: 'delete-everything' })
    expect(result.status).toBe(400)
    expect(await contactPosts()).toHaveLength(0)
  })

  it('FORM-020 the confirmation without a message sent goes back to the form', async () => {
    const sent = await runRoute(sentLoader, get(contactUsSentPath('en-us')), L)
    expect(sent.response?.headers.get('Location')).toBe(PATH)
  })
})
