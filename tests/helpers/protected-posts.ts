import { loader as signInLoader, action as signInAction } from '#app/routes/sign-in.tsx'
import { action as signUpAction, loader as signUpLoader } from '#app/routes/sign-up.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { addToCart, L, payByCard, readyToPlace, renderSummary, shipTo } from './checkout.ts'
import { CookieJar, get, post, runRoute } from './route.ts'
import { ADDRESS } from './shopper-data.ts'
import { signInPath } from '#app/domain/paths/paths.ts'
import { signInJar } from './shopper.ts'

/**
 * The posts whose upstream call carries `recaptcha_response` (PLAT-026) and, for some, a bot-protection
 * token (PLAT-025): each as the page's form sends it, with `extra` fields (the captcha's token).
 */

let counter = 0

type Honeypot = { nameFieldName: string; validFromFieldName?: string | null; encryptedValidFrom: string }

/** The honeypot's fields as the page's form posts them: the trap left empty, its signed start time. */
function honeypotFields(honeypot: Honeypot): Record<string, string> {
  return { [honeypot.nameFieldName]: '', [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom }
}

/** The sign-in form's post for `shopper@example.com`, on `locale`'s sign-in page. */
export async function postSignIn(
  extra: Record<string, string> = {},
  jar = new CookieJar(),
  locale = L.locale,
) {
  const params = { locale }
  const page = await runRoute<{ honeypot: Honeypot }>(signInLoader, get(signInPath(locale), jar), params)
  jar.store(page.cookies)
  const form = {
    intent: 'sign-in',
    email: 'shopper@example.com',
    password: 'Passw0rd!',
    ...honeypotFields(page.data!.honeypot),
    ...extra,
  }
  const result = await runRoute(signInAction, post(signInPath(locale), form, jar), params)
  jar.store(result.cookies)
  return { result, jar }
}

/** The sign-up form's post for a new shopper. */
export async function postSignUp(extra: Record<string, string> = {}, jar = new CookieJar()) {
  const page = await runRoute<Awaited<ReturnType<typeof signUpLoader>>>(
    signUpLoader,
    get('/en-us/sign-up', jar),
    L,
  )
  jar.store(page.cookies)
  const { honeypot, hidden } = page.data!
  counter += 1
  const form = {
    ...(Object.fromEntries(Object.entries(hidden).filter(([, v]) => v)) as Record<string, string>),
    intent: 'sign-up',
    firstName: 'Nora',
    lastName: 'Newton',
    email: `protected.post${counter}@example.com`,
    password: 'Trail2025x',
    policy: 'on',
    ...honeypotFields(honeypot),
    ...extra,
  }
  const result = await runRoute(signUpAction, post('/en-us/sign-up', form, jar), L)
  jar.store(result.cookies)
  return { result, jar }
}

/** The shipping step's post, one line in the cart. */
export async function postShippingAddress(extra: Record<string, string> = {}, jar = new CookieJar()) {
  await addToCart(jar)
  const result = await shipTo(jar, { ...ADDRESS, ...extra })
  return { result, jar }
}

/** The summary's "save this card" post of a signed-in shopper who paid by card. */
export async function postSaveCard(extra: Record<string, string> = {}, jar = new CookieJar()) {
  await signInJar(jar)
  await addToCart(jar)
  await shipTo(jar)
  await payByCard(jar)
  await renderSummary(jar)
  const result = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'save-card', ...extra }, jar),
    L,
  )
  jar.store(result.cookies)
  return { result, jar }
}

/** The summary's place-order post. */
export async function postPlaceOrder(extra: Record<string, string> = {}, jar = new CookieJar()) {
  const idempotencyKey = await readyToPlace(jar)
  const result = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey, ...extra }, jar),
    L,
  )
  jar.store(result.cookies)
  return { result, jar }
}
