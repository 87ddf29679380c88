import { request } from 'node:http'
import { BASE } from './setup/ports.ts'

/**
 * Requests to the suite's storefront from a loopback address of their own (127.0.0.2 and up): to the
 * storefront another client, with its own budget of sensitive posts (decision 043: 20 a minute per
 * client, shared by every limited path). A test that must post the summary several times is then not
 * refused because earlier files spent 127.0.0.1's budget on sign-in attempts.
 */
export interface LoopbackAnswer {
  status: number
  location: string | null
  setCookies: string[]
  text: string
}

export function newLoopbackAddress(): string {
  return `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`
}

export function sendFrom(
  localAddress: string,
  path: string,
  {
    method = 'GET',
    form,
    cookie = '',
  }: { method?: string; form?: Record<string, string>; cookie?: string } = {},
): Promise<LoopbackAnswer> {
  const { port } = new URL(BASE)
  const body = form ? new URLSearchParams(form).toString() : undefined
  const headers: Record<string, string> = { Host: `localhost:${port}` }
  if (cookie) headers.Cookie = cookie
  if (body !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    headers['Content-Length'] = String(Buffer.byteLength(body))
    headers.Origin = `http://localhost:${port}`
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, localAddress, headers, agent: false },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            setCookies: res.headers['set-cookie'] ?? [],
            text,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
