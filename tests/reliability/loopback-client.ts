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

/**
 * A random address of the loopback network (127.0.0.0/8, all of it routed to this machine), outside
 * 127.0.0.0/16. The fuzzing posts each of its thousands of requests from an address of its own, in the
 * minute before the limit tests fill a window from theirs: drawn among the 62 000 addresses of
 * 127.0.x.y, one of them now and then had already posted, and a limit test got its 429 a post early.
 * Among the 16 million drawn here, that is about one run in ten thousand.
 */
export function newLoopbackAddress(): string {
  const part = (from: number, count: number) => from + Math.floor(Math.random() * count)
  return `127.${part(1, 254)}.${part(0, 256)}.${part(1, 254)}`
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
