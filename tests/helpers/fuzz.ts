import fc from 'fast-check'
import {
  honeypotInputProps,
  HONEYPOT_FIELD,
  HONEYPOT_VALID_FROM_FIELD,
} from '#app/platform/security/honeypot.server.ts'
import { addToCart } from './checkout.ts'
import { badBody, bodyShape, type BodyShape } from './fuzz-bodies.ts'
import { CookieJar } from './route.ts'
import { signInJar } from './shopper.ts'

type RouteFn = (args: never) => unknown

/** One form of the site as the fuzzer posts it. */
export interface FuzzForm {
  /** What the form is, for the test's title. */
  name: string
  /** The rows its validation and error handling answer to. */
  rows: string
  action: RouteFn
  path: string
  params: Record<string, string>
  intents: readonly string[]
  fields: readonly string[]
  /** Files a multipart form takes. */
  files?: readonly string[]
  /** Values the form accepts, mixed with generated ones so posts get past validation to the calls. */
  known?: Readonly<Record<string, readonly string[]>>
  runs?: number
}

/** Values people and bots post: blanks, numbers at the edges, markup, paths, other sites, control bytes. */
const HOSTILE = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999',
  'true',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '//evil.example/',
  'https://evil.example/',
  'javascript:alert(1)',
  '\u0000',
  '\uFEFF\u202E',
  '%00%0d%0a',
  "' OR 1=1 --",
  'a'.repeat(10_000),
  'shopper@example.com',
  '2024-02-30',
  '{"__proto__":{"polluted":true}}',
)

const VALUE = fc.oneof(
  HOSTILE,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.emailAddress(),
)

/** A post: for each field nothing, one value or two; an intent of the form's, another or none. */
export function formArbitrary(form: FuzzForm) {
  const field = (name: string) =>
    fc
      .option(fc.array(VALUE, { minLength: 1, maxLength: 2 }), { nil: undefined })
      .map((values) => (values ? values.map((value) => [name, value] as const) : []))
  // Mostly one of the form's own intents, so posts go past the intent check into validation.
  const intent = fc
    .oneof({ arbitrary: fc.constantFrom(...form.intents), weight: 4 }, { arbitrary: VALUE, weight: 1 })
    .map((value) => [['intent', value] as const])
  const stray = fc.array(fc.tuple(fc.string({ maxLength: 12 }), VALUE), { maxLength: 2 })
  const files = fc.array(
    fc.record({
      name: fc.constantFrom(...(form.files?.length ? form.files : ['file'])),
      type: fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'text/html', ''),
      size: fc.constantFrom(0, 10, 2048),
      filename: fc.oneof(fc.constantFrom('photo.jpg', '../x.png', ''), fc.string({ maxLength: 20 })),
    }),
    { maxLength: form.files?.length ? 2 : 0 },
  )
  return fc.record({
    entries: fc
      .tuple(intent, stray, ...form.fields.map(field))
      .map((groups) => groups.flat() as (readonly [string, string])[]),
    honeypot: fc.boolean(),
    files,
    shape: bodyShape,
  })
}

export type FuzzedPost = {
  entries: (readonly [string, string])[]
  honeypot: boolean
  files: { name: string; type: string; size: number; filename: string }[]
  shape: BodyShape
}

/** The request a browser would send (urlencoded, or multipart with files), or one of the bad bodies. */
export function fuzzPost(path: string, post: FuzzedPost, jar: CookieJar) {
  return new Request(new URL(path, 'http://localhost:3000'), fuzzRequestInit(post, jar.header()))
}

/** Method, headers and body of a fuzzed post, for an in-process Request or a fetch over HTTP. */
export function fuzzRequestInit(post: FuzzedPost, cookie: string): RequestInit {
  const headers: Record<string, string> = { Cookie: cookie }
  if (post.shape !== 'form') {
    const { body, contentType } = badBody(post.shape, post.entries)
    if (contentType) headers['Content-Type'] = contentType
    return { method: 'POST', body, headers }
  }
  const pairs = [...post.entries]
  if (post.honeypot) {
    const props = honeypotInputProps(Date.now() - 5_000)
    pairs.push([HONEYPOT_FIELD, ''], [HONEYPOT_VALID_FROM_FIELD, props.encryptedValidFrom ?? ''])
  }
  let body: URLSearchParams | FormData
  if (post.files.length) {
    body = new FormData()
    for (const [name, value] of pairs) body.append(name, value)
    for (const file of post.files)
      body.append(file.name, new File([new Uint8Array(file.size)], file.filename, { type: file.type }))
  } else {
    body = new URLSearchParams(pairs.map(([name, value]) => [name, value]))
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
  }
  return { method: 'POST', body, headers }
}

/** A signed-in shopper with a line in the cart: the state most forms act on. */
export async function signedInWithCart() {
  const jar = new CookieJar()
  await signInJar(jar)
  await addToCart(jar)
  return jar
}
