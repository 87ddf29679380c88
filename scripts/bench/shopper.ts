import { ADDRESS, HOSTED_CARD } from '../../tests/helpers/shopper-data.ts'
/**
 * A shopper over plain HTTP, as a browser without JavaScript would be: a cookie jar, form posts with
 * our origin, redirects followed by hand so the jar sees every Set-Cookie. The benchmark uses it to
 * bring a returning shopper's session to each checkout step.
 */
export class Shopper {
  private jar = new Map<string, string>()
  constructor(private readonly base: string) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.jar.delete(name)
      else this.jar.set(name, value)
    }
  }

  /** Requests `url` (ours or another origin's), following redirects; answers the last response. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    let target = new URL(url, this.base)
    let method = init.method ?? (init.form ? 'POST' : 'GET')
    let body: URLSearchParams | undefined = init.form ? new URLSearchParams(init.form) : undefined
    for (let hops = 0; hops < 10; hops += 1) {
      const ours = target.origin === new URL(this.base).origin
      const headers: Record<string, string> = {}
      if (ours && this.jar.size) headers.Cookie = this.cookie
      if (body) headers['Content-Type'] = 'application/x-www-form-urlencoded'
      if (method !== 'GET') headers.Origin = target.origin
      const response = await fetch(target, { method, headers, body, redirect: 'manual' })
      if (ours) this.store(response)
      const location = response.headers.get('Location')
      if (response.status < 300 || response.status >= 400 || !location) return response
      await response.arrayBuffer()
      target = new URL(location, target)
      if (response.status !== 307 && response.status !== 308) {
        method = 'GET'
        body = undefined
      }
    }
    throw new Error(`too many redirects from ${url}`)
  }

  async ok(url: string, init?: { method?: string; form?: Record<string, string> }): Promise<string> {
    const response = await this.request(url, init)
    const text = await response.text()
    if (!response.ok) throw new Error(`${init?.form ? 'POST' : 'GET'} ${url} answered ${response.status}`)
    return text
  }
}

export const PRODUCT = { productId: 'RS100001', upc: '846121001041' }

/** A shoe in the cart. */
export async function withCart(base: string): Promise<Shopper> {
  const shopper = new Shopper(base)
  await shopper.ok('/en-us/cart', {
    form: { intent: 'add-to-cart', ...PRODUCT, qty: '1', redirectTo: '/en-us/cart' },
  })
  return shopper
}

/**
 * A registered shopper (the seed's `shopper@example.com`) signed in with the sign-in page's own form:
 * its hidden fields (the honeypot's, the intent) as the page rendered them, the trap left empty. The
 * cart the shopper had as a guest becomes theirs.
 */
export async function signIn(shopper: Shopper): Promise<Shopper> {
  const page = await shopper.ok('/en-us/sign-in')
  const form = /<form[^>]*id="sign-in"[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1]
  if (!form) throw new Error('the sign-in page has no sign-in form')
  const fields: Record<string, string> = {}
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(input)?.[1]
    if (name) fields[name] = /\svalue="([^"]*)"/.exec(input)?.[1] ?? ''
  }
  const response = await shopper.request('/en-us/sign-in', {
    form: { ...fields, email: 'shopper@example.com', password: 'Passw0rd!' },
  })
  await response.arrayBuffer()
  if (!new URL(response.url).pathname.startsWith('/en-us/account'))
    throw new Error(`signing in landed on ${response.url}, not the account`)
  return shopper
}

/** The shipping address saved: the payment step is next. */
export async function toBilling(shopper: Shopper): Promise<Shopper> {
  await shopper.ok('/en-us/checkout/shipping', { form: { intent: 'save-shipping', ...ADDRESS } })
  return shopper
}

/** A cart with its shipping address saved: the payment step is next. */
export async function atBilling(base: string): Promise<Shopper> {
  return toBilling(await withCart(base))
}

/** Paid by card on the provider's page: the summary step is next. */
export async function toSummary(shopper: Shopper): Promise<Shopper> {
  const started = await shopper.request('/en-us/checkout/billing', { form: { intent: 'start-card-payment' } })
  // The hosted payment page is the provider's (the emulator's): pay there, then follow it back to us.
  const hpp = started.url
  await started.arrayBuffer()
  await shopper.ok(hpp, {
    form: HOSTED_CARD,
  })
  return shopper
}

/** A cart paid by card on the provider's page: the summary step is next. */
export async function atSummary(base: string): Promise<Shopper> {
  return toSummary(await atBilling(base))
}
