import { parseWithZod } from '@conform-to/zod/v4'
import { isEnhancedLoad, isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import type { SubmissionResult } from '@conform-to/react'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import {
  afterSignInPath,
  allowsSimplifiedEnrollment,
  confirmsSignIn,
  hasOutOfStockItems,
  needsEmployeeTerms,
  signInCartNotice,
} from '#app/domain/identity/sign-in.ts'
import type { Toast } from '#app/sessions.server.ts'
import { basketIdOf, loadCart } from '#app/features/cart/index.server.ts'
import { getContentSection } from '#app/features/content/index.server.ts'
import { isSignedIn, signIn } from '#app/features/identity/session.server.ts'
import { getProfile, lookupConsumer } from '#app/features/customers/index.server.ts'
import { honeypotInputProps, passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { SignInFormSchema, SignInLookupSchema } from '#app/features/identity/schemas/sign-in.ts'
import { runPendingWishlistAction } from '#app/features/wishlists/index.server.ts'
import { cartPath, employeeTermsPath, signInPath, signUpPath } from '#app/domain/paths/paths.ts'
import { SIGN_IN_INTENT_NAMES, SIGN_IN_INTENTS } from '#app/features/identity/intents.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { captchaResponse } from '#app/domain/identity/captcha.ts'

type Reply = SubmissionResult<string[]>

const hideFields = ['password']

function failed(result: Reply) {
  return data({ result }, { status: 400 })
}

/**
 * The sign-in page and the header's sign-in dialog (which loads it through a fetcher): where the
 * shopper goes next, the email typed so far, the simplified variant's switch and the page's title. A
 * shopper already signed in goes on to where they were going.
 */
export async function signInPage(shopper: Shopper, request: Request, t: TFunction) {
  const { locale } = shopper.locale
  const url = new URL(request.url)
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '') || undefined
  if (isSignedIn(shopper)) throw redirect(afterSignInPath(redirectTo, locale))
  return {
    /** The sign-in dialog's content section (CMS-016); the page has none. */
    content: isEnhancedLoad(request) ? await getContentSection(shopper, 'sign-in-modal') : null,
    locale,
    redirectTo,
    email: url.searchParams.get('email') ?? undefined,
    honeypot: honeypotInputProps(),
    /** AUTH-012: the email first, then the password or sign-up. */
    simplified: allowsSimplifiedEnrollment(locale),
    title: t('meta:signIn'),
  }
}

/**
 * The sign-in page's posts, every one of them listed in SIGN_IN_INTENTS (features/identity/intents.ts):
 * the email and password (AUTH-011), or the email alone first where simplified enrollment is allowed
 * (AUTH-012). Any other intent is refused with 400.
 */
export async function signInAction(request: Request, shopper: Shopper, t: TFunction) {
  const formData = await request.formData()
  switch (readIntent(formData, SIGN_IN_INTENT_NAMES)) {
    case SIGN_IN_INTENTS.signIn:
      return passwordSignIn(formData, shopper, t)
    case SIGN_IN_INTENTS.lookup:
      return lookupAction(formData, shopper, t)
    default:
      return badRequest()
  }
}

/**
 * The sign-in post (000 §4 Guest session and login): honeypot, schema, the PKCE exchange handing over
 * the guest's cart and lists, then the favorites post the shopper made as a guest (CART-044), the
 * merged-cart notice (CART-059) and the employee terms (AUTH-009), ending where the shopper was going
 * (AUTH-010). Upstream AUT* codes show their catalogue message above the form.
 */
async function passwordSignIn(formData: FormData, shopper: Shopper, t: TFunction) {
  const { locale } = shopper.locale
  const submission = parseWithZod(formData, { schema: SignInFormSchema })
  if (!passesHoneypot(formData)) {
    return failed(submission.reply({ formErrors: [t('signUp.spam', { ns: 'identity' })], hideFields }))
  }
  if (submission.status !== 'success') return failed(submission.reply({ hideFields }))

  const { email, password } = submission.value
  let guestCartCount: number
  let api
  try {
    ;({ guestCartCount, api } = await signIn(shopper, {
      email,
      password,
      // PLAT-026: the captcha script's token from the form, else the configured fallback.
      captcha: captchaResponse(formData, shopper.env.CAPTCHA_TOKEN),
    }))
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.info({ errorId: error.errorId, status: error.status }, 'sign-in refused')
    return failed(
      submission.reply({ formErrors: [errorMessage(error.errorId, error.message, t)], hideFields }),
    )
  }

  const pending = await runPendingWishlistAction(shopper, t)
  const cartNotice = await mergedCartNotice(shopper, guestCartCount)
  const redirectTo = safeRedirect(submission.value.redirectTo, '')
  const destination = afterSignInPath(
    pending ? safeRedirect(pending.redirectTo, redirectTo) : redirectTo || undefined,
    locale,
  )
  // CART-059: the merged cart's notice, or the out-of-stock notification when it carries such items.
  const notice =
    cartNotice === 'out-of-stock'
      ? errorMessage('ITEMS_OOS', undefined, t)
      : cartNotice === 'merged'
        ? t('signIn.cartMerged', { ns: 'identity' })
        : undefined
  const cartLink = { href: cartPath(locale), label: t('cart.viewCart') }
  const toast: Toast = pending
    ? { ...pending.toast, description: notice }
    : cartNotice === 'out-of-stock'
      ? { type: 'error', title: notice!, link: cartLink }
      : cartNotice === 'merged'
        ? { type: 'info', title: notice! }
        : confirmsSignIn(locale)
          ? await signInConfirmation(api, shopper, t)
          : { type: 'success', title: t('signIn.signedIn', { ns: 'identity' }) }

  const session = shopper.session
  const owesTerms = needsEmployeeTerms({
    consumerType: session.get('consumerType'),
    isEmployeeDiscountTCAccepted: session.get('isEmployeeDiscountTCAccepted'),
  })
  if (!owesTerms) return redirectWithToast(destination, toast)
  // AUTH-009: with JavaScript the terms are a dialog over the destination; without, their page.
  if (isEnhancedPost(formData)) {
    return redirectWithToast(destination, { ...toast, confirm: undefined, dialog: 'employee-terms' })
  }
  return redirectWithToast(employeeTermsPath(locale, destination), toast)
}

/**
 * AUTH-012: the simplified-enrollment sign-in's first step. The lookup (ACCT-035) tells whether the
 * email has an account: on to the password, or to sign-up with the email kept. The dialog's post is an
 * enhanced post (decision 017) and gets the answer as data, to switch its view instead of navigating.
 */
async function lookupAction(formData: FormData, shopper: Shopper, t: TFunction) {
  const { locale } = shopper.locale
  const submission = parseWithZod(formData, { schema: SignInLookupSchema })
  if (!passesHoneypot(formData)) {
    return failed(submission.reply({ formErrors: [t('signUp.spam', { ns: 'identity' })] }))
  }
  if (submission.status !== 'success') return failed(submission.reply())
  const { email, redirectTo } = submission.value
  let exists: boolean
  try {
    exists = (await lookupConsumer(shopper.api, email)).exists
  } catch (error) {
    if (!isApiError(error)) throw error
    return failed(submission.reply({ formErrors: [errorMessage(error.errorId, error.message, t)] }))
  }
  if (isEnhancedPost(formData)) return { lookup: { email, exists } }
  const query = new URLSearchParams({ email })
  const back = safeRedirect(redirectTo, '')
  if (back) query.set('redirectTo', back)
  return redirect((exists ? signInPath : signUpPath)(locale, back, { email }), 303)
}

/**
 * AUTH-013: "You are signed in as {name}", a dialog with JavaScript and a toast without. The name is
 * the profile's; without it the confirmation still shows, without a name.
 */
async function signInConfirmation(
  api: Parameters<typeof getProfile>[0],
  shopper: Shopper,
  t: TFunction,
): Promise<Toast> {
  const name = await getProfile(api).then(
    (profile) => profile.consumerDetails.firstName ?? undefined,
    (error: unknown) => {
      shopper.logger.warn({ err: error }, 'profile read for the sign-in confirmation failed')
      return undefined
    },
  )
  return {
    type: 'success',
    title: name
      ? t('signIn.confirmation', { ns: 'identity', name })
      : t('signIn.confirmationNoName', { ns: 'identity' }),
    confirm: true,
  }
}

/**
 * CART-059: reads the merged cart (the badge follows it) and tells which notice it deserves: none, the
 * merged-cart notice, or the out-of-stock notification.
 */
async function mergedCartNotice(shopper: Shopper, guestCount: number) {
  if (!basketIdOf(shopper.session)) return null
  let cart
  try {
    // The merged cart is patched to the customer and its stock checked (CART-015).
    cart = await loadCart(shopper, { isPatchRequired: true, inventorySupplyCheck: true })
  } catch (error) {
    // The sign-in stands without the notice; the cart page reads the cart again.
    shopper.logger.warn({ err: error }, 'cart read after sign-in failed')
    return null
  }
  return signInCartNotice(guestCount, {
    count: shopper.session.get('cartCount'),
    outOfStock: cart ? hasOutOfStockItems(cart) : false,
  })
}
