import { describe, expect, it } from 'vitest'
import { guardRequestBody, readFormSafely } from './form-guard.server.ts'

const LIMITS = { maxFormBytes: 1000, maxUploadBytes: 5000, maxFieldChars: 100 }

function postOf(body: BodyInit | null, contentType?: string) {
  return new Request('http://localhost/en-us/cart', {
    method: 'POST',
    body,
    headers: contentType ? { 'Content-Type': contentType } : {},
  })
}

/** The status a refused body is answered with (the thrown route error response). */
async function refusal(request: Request) {
  try {
    await readFormSafely(request, LIMITS)
  } catch (error) {
    const thrown = error as { init?: ResponseInit }
    return thrown.init?.status
  }
  return undefined
}

describe('the form guard answers bad bodies with 4xx, never a 500', () => {
  it('415 for JSON, text, XML and untyped bytes', async () => {
    expect(await refusal(postOf('{"intent":"x"}', 'application/json'))).toBe(415)
    expect(await refusal(postOf('intent=x', 'text/plain'))).toBe(415)
    expect(await refusal(postOf('<a/>', 'application/xml'))).toBe(415)
    expect(await refusal(postOf(new TextEncoder().encode('intent=x')))).toBe(415)
  })

  it('400 for multipart that does not parse or has no boundary', async () => {
    expect(await refusal(postOf('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toBe(400)
    expect(await refusal(postOf('intent=x', 'multipart/form-data'))).toBe(400)
  })

  it('413 for a body or a text field past its limit, declared or streamed', async () => {
    expect(await refusal(postOf(`a=${'x'.repeat(1000)}`, 'application/x-www-form-urlencoded'))).toBe(413)
    expect(await refusal(postOf(`a=${'x'.repeat(101)}`, 'application/x-www-form-urlencoded'))).toBe(413)
    const chunked = new Blob([`a=${'x'.repeat(2000)}`]).stream()
    const request = new Request('http://localhost/x', {
      method: 'POST',
      body: chunked,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    expect(await refusal(request)).toBe(413)
  })

  it('reads a good form, and an empty untyped post as an empty form', async () => {
    const good = await readFormSafely(
      postOf('intent=add-to-cart&upc=1', 'application/x-www-form-urlencoded'),
      LIMITS,
    )
    expect(good.form.get('upc')).toBe('1')
    const empty = await readFormSafely(postOf(null), LIMITS)
    expect([...empty.form.keys()]).toEqual([])
  })

  it('hands a good post on: the action and a request built from its body read the same form', async () => {
    const request = postOf('intent=add-to-cart&upc=1', 'application/x-www-form-urlencoded')
    await guardRequestBody(request, LIMITS)
    expect((await request.formData()).get('upc')).toBe('1')
    // What React Router does before calling the action: a new Request from this one's body and headers.
    const rebuilt = new Request('http://localhost/en-us/cart', {
      method: 'POST',
      body: request.body,
      headers: request.headers,
      duplex: 'half',
    } as RequestInit)
    expect((await rebuilt.formData()).get('intent')).toBe('add-to-cart')
  })

  it('a refused post throws a route error response, which the error page renders with its status', async () => {
    const request = postOf('{}', 'application/json')
    const error = await guardRequestBody(request, LIMITS).catch((thrown: unknown) => thrown)
    expect((error as { init?: ResponseInit }).init?.status).toBe(415)
  })
})
