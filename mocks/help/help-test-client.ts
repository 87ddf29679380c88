import { getResponse } from 'msw'
import { handlers as authHandlers } from '../identity/auth.ts'
import { handlers as contactUsHandlers } from './contact-us.ts'
import { controlHandlers } from '../control.ts'
import { handlers as warrantyHandlers } from './warranty.ts'

/** The help forms' emulator tests: requests answered in-process by these handlers only. */
const handlers = [...controlHandlers, ...authHandlers, ...contactUsHandlers, ...warrantyHandlers]

const BASE = 'http://emulator.test'

/** One request with the storefront's headers; `token` as bearer, `body` as JSON or as a FormData. */
export async function helpCall(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  const headers = new Headers({
    Accept: 'application/json',
    'x-api-key': 'k',
    'x-correlation-id': 'corr-test',
  })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  let payload: string | FormData | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    payload = JSON.stringify(body)
    headers.set('Content-Type', 'application/json')
  }
  const response = await getResponse(
    handlers,
    new Request(new URL(path, BASE), { method, headers, body: payload }),
  )
  if (!response) throw new Error(`No handler answered ${method} ${path}`)
  return { status: response.status, json: (await response.json()) as unknown }
}

export async function helpGuestToken(): Promise<string> {
  const { json } = await helpCall('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })
  return (json as { accessToken: string }).accessToken
}
