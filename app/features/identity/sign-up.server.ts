import { addressRulesFor, phoneCountries } from '#app/features/address-rules/index.server.ts'
import { getContentSection } from '#app/features/content/index.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { isEnhancedLoad, isEnhancedPost } from '#app/platform/http/enhanced-post.server.ts'
import { serverNow } from '#app/features/identity/server-time.server.ts'
import type { SubmissionResult } from '@conform-to/react'
import type { TFunction } from 'i18next'
import { data, redirect } from 'react-router'
import type { SignUpFormView } from '#app/features/identity/ui/sign-up-form.tsx'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { subscribedToNewsletter } from '#app/domain/account/consumer-profile.ts'
import { opensInterests, toEnrolmentFlow } from '#app/domain/identity/enrolment.ts'
import { errorMessage, fieldError, resolveErrorId } from '#app/domain/errors/errors.ts'
import { signUpConfigFor } from '#app/domain/identity/sign-up-config.ts'
import { enrolInLoyalty, getProfile, signUp, type SignUpBody } from '#app/features/customers/index.server.ts'
import { isSignedIn, signIn } from '#app/features/identity/session.server.ts'
import { honeypotInputProps, passesHoneypot } from '#app/platform/security/honeypot.server.ts'
import { orderNumberOf } from '#app/domain/orders/order.ts'
import type { Toast } from '#app/sessions.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { COUNTRIES, findCountry } from '#app/validation/countries.ts'
import { naPhoneCodes, phoneCodeOptions, type PhoneCountry } from '#app/domain/market/country-list.ts'
import { phoneMaskFor } from '#app/validation/phone-rules.ts'
import { matchPhoneCountry, nationalDigits, phoneRulesForCountry } from '#app/validation/phone.ts'
import { type SignUp, type SignUpConfig, signUpSchema } from '#app/features/identity/schemas/sign-up.ts'
import { isoDate, yearsBefore } from '#app/validation/validators.ts'
import { accountPath, enrolPath, signInPath } from '#app/domain/paths/paths.ts'
import { SIGN_UP_INTENTS } from '#app/features/identity/intents.ts'
import { captchaResponse } from '#app/domain/identity/captcha.ts'
import { badRequest, isIntent } from '#app/platform/http/intent.server.ts'

/** The fields upstream errors may land on (ERR-127..ERR-129). */
const FORM_FIELDS = new Set([
  'email',
  'phone',
  'birthDate',
  'password',
  'postalCode',
  'firstName',
  'lastName',
])

/** The schema configuration of a locale's sign-up at the server's time. */
export function schemaConfigFor(locale: string, now: Date): SignUpConfig {
  const config = signUpConfigFor(locale)
  return {
    region: config.region,
    country: config.country,
    birthDateRequired: config.birthDateRequired,
    minimalAge: config.minimalAge,
    minBirthDate: config.minBirthDate,
    phoneRequired: config.phoneRequired,
    smsOptInRequired: config.smsOptIn && config.smsOptInRequired,
    genderRequired: config.genderRequired,
    requiredTerms: config.requiredTerms,
    postalCodeRequired: config.postalCodeRequired,
    now,
  }
}

/** What the form renders for a locale; the birth-date bounds come from the server time (PLAT-021). */
export function signUpFormView(
  locale: string,
  now: Date,
  countries: readonly PhoneCountry[] | null = null,
): SignUpFormView {
  const config = signUpConfigFor(locale)
  return {
    fieldOrder: config.fieldOrder,
    required: {
      birthDate: config.birthDateRequired,
      phone: config.phoneRequired,
      gender: config.genderRequired,
      postalCode: config.postalCodeRequired,
    },
    terms: config.terms,
    requiredTerms: config.requiredTerms,
    smsOptIn: config.smsOptIn,
    region: config.region,
    country: config.country,
    phoneMask: phoneMaskFor(config.country, config.region),
    // PLAT-057: the service's country list; the local table when it could not be read.
    phoneCodes: phoneCodeOptions(countries ?? COUNTRIES),
    phoneCode: config.country,
    naPhoneCodes: naPhoneCodes(countries ?? COUNTRIES),
    postalCodeMask: config.postalCodeMask,
    birthDate: { min: config.minBirthDate, max: isoDate(yearsBefore(now, config.minimalAge)) },
    minimalAge: config.minimalAge,
  }
}

/** AUTH-017: the signup body from the validated form. */
export function signUpBody(value: SignUp, locale: string, captcha: string, source?: string): SignUpBody {
  const config = signUpConfigFor(locale)
  // The phone-code select posts a country code (PLAT-057); a dial code posted as such is kept. A
  // number typed in +international form carries its own dial code, which wins (VAL-023).
  const rules = phoneRulesForCountry(value.phoneCode, { region: config.region, country: config.country })
  const typed = value.phone?.startsWith('+') ? matchPhoneCountry(value.phone, rules.country) : undefined
  const dialCode = typed?.dialCode ?? findCountry(rules.country)?.dialCode
  const phone = value.phone ? nationalDigits(value.phone, rules) : undefined
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    password: value.password,
    birthDate: value.birthDate || undefined,
    phone,
    phoneCode: phone && dialCode ? `+${dialCode}` : undefined,
    postalCode: value.postalCode || undefined,
    gender: value.gender || undefined,
    isTermsConfirmed: value.brandTerms === true,
    isTemporaryPassword: false,
    termsConditionsAndPolicy: value.policy === true,
    subscriptions: [
      { type: 'Newsletter', channel: 'email', optin: value.newsletter === true },
      ...(config.loyalty
        ? [{ type: 'Loyalty' as const, channel: 'email' as const, optin: value.loyaltyTerms === true }]
        : []),
      ...(value.phone
        ? [{ type: 'Newsletter' as const, channel: 'sms' as const, optin: value.optInAccepted === true }]
        : []),
    ],
    source: source || 'ECOM15',
    recaptcha_response: captcha,
  }
}

type Reply = SubmissionResult<string[]>

function failed(result: Reply) {
  return data({ result }, { status: 400 })
}

/** A referral code as it may arrive in a link: letters, digits, dashes and underscores. */
function referralCodeOf(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : undefined
}

/**
 * The sign-up page and the sign-up dialog (which loads it through a fetcher): the form's view (birth-date
 * bounds from the server's time, the phone countries), what the page hands on, the content section and
 * the page's title. A shopper already signed in goes to the account.
 */
export async function signUpPage(shopper: Shopper, request: Request, t: TFunction) {
  const { locale } = shopper.locale
  if (isSignedIn(shopper)) throw redirect(accountPath(locale))
  const url = new URL(request.url)
  // AUTH-022: the form waits for the server time; its birth-date bounds come from it.
  // The page's content section, or the dialog's when the sign-up dialog reads this loader (CMS-016).
  const section = isEnhancedLoad(request) ? 'sign-up-modal' : 'sign-up'
  const [now, content, countries] = await Promise.all([
    serverNow(shopper),
    getContentSection(shopper, section),
    phoneCountries(shopper),
  ])
  const redirectTo = url.searchParams.get('redirectTo')
  return {
    locale,
    view: signUpFormView(locale, now, countries),
    honeypot: honeypotInputProps(),
    hidden: {
      redirectTo: redirectTo ? safeRedirect(redirectTo, '') || undefined : undefined,
      referralCode: url.searchParams.get('referralCode') ?? undefined,
      flow: url.searchParams.get('flow') ?? undefined,
      // The order a guest just placed, handed to the new account (AUTH-002, from the confirmation).
      orderNo: orderNumberOf(url.searchParams.get('orderNo')),
    },
    email: url.searchParams.get('email') ?? undefined,
    content,
    title: t('meta:signUp'),
  }
}

/**
 * The sign-up post (000 §4 Sign-up): honeypot, schema, signup, then sign the new account in, post the
 * referral code with the loyalty enrolment, read the profile, and go on to the interests step when it
 * applies (AUTH-023..AUTH-025), with the account-created and logged-in messages.
 */
export async function signUpAction(request: Request, shopper: Shopper, t: TFunction) {
  const { locale } = shopper.locale
  const formData = await request.formData()
  if (!isIntent(formData, SIGN_UP_INTENTS.signUp)) return badRequest()
  // PLAT-025: the sign-up's bot-protection token is asked for alongside the server time and the address
  // rules the form is checked with, not after them; a post the honeypot stops asks for none.
  const human = passesHoneypot(formData)
  const botToken = human ? shopper.api.botProtectionToken() : undefined
  const [now, rules] = await Promise.all([serverNow(shopper), addressRulesFor(shopper)])
  // VAL-037 / VAL-040: the postal code follows the site country's merged address rules.
  const schemaConfig = { ...schemaConfigFor(locale, now), postalCodeRule: rules.postalCode }
  const submission = parseWithZod(formData, { schema: signUpSchema(schemaConfig) })
  const hideFields = ['password']

  if (!human) {
    return failed(submission.reply({ formErrors: [t('signUp.spam', { ns: 'identity' })], hideFields }))
  }
  if (submission.status !== 'success') {
    const result = submission.reply({ hideFields })
    // AUTH-028 without JavaScript: an invalid phone takes the SMS opt-in with it.
    if (result.error?.phone && result.initialValue) delete result.initialValue.optInAccepted
    return failed(result)
  }

  const value = submission.value
  const config = signUpConfigFor(locale)
  // PLAT-026: the captcha script's token from the form, else the configured fallback; the sign-in
  // that follows sends the same (decision 075).
  const captcha = captchaResponse(formData, shopper.env.CAPTCHA_TOKEN)
  const source = new URL(request.url).searchParams.get('enrollment_marketing_source') ?? undefined
  try {
    await signUp(shopper.api, signUpBody(value, locale, captcha, source), botToken)
  } catch (error) {
    if (!isApiError(error)) throw error
    const id = error.errorId ? resolveErrorId(error.errorId) : undefined
    if (id === 'MISSING_BIRTHDATE') {
      // ERR-129: the birth-date field validates as required and shows its own error.
      const again = parseWithZod(formData, {
        schema: signUpSchema({ ...schemaConfig, birthDateRequired: true }),
      })
      const birthDate = (again.status === 'error' && again.error?.birthDate) || [
        errorMessage(error.errorId, undefined, t),
      ]
      return failed(submission.reply({ fieldErrors: { birthDate }, hideFields }))
    }
    const onField = fieldError(error.errorId, undefined, t)
    if (onField && FORM_FIELDS.has(onField.field)) {
      return failed(submission.reply({ fieldErrors: { [onField.field]: [onField.message] }, hideFields }))
    }
    return failed(
      submission.reply({ formErrors: [errorMessage(error.errorId, error.message, t)], hideFields }),
    )
  }

  const redirectTo = safeRedirect(formData.get('redirectTo'), accountPath(locale))
  let api
  try {
    const orderNo = orderNumberOf(formData.get('orderNo'))
    api = (await signIn(shopper, { email: value.email, password: value.password, captcha, orderNo })).api
  } catch (error) {
    if (!isApiError(error)) throw error
    // The account exists; only the automatic sign-in failed. Send the shopper to sign in by hand.
    shopper.logger.warn({ err: error }, 'sign-in after sign-up failed')
    return redirectWithToast(signInPath(locale, redirectTo), {
      type: 'success',
      title: t('signUp.accountCreated', { ns: 'identity' }),
    })
  }

  const referralCode = referralCodeOf(formData.get('referralCode'))
  if (config.loyalty && value.loyaltyTerms) {
    await enrolInLoyalty(api, { usid: shopper.session.get('sid') ?? '', referralCode }).catch(
      (error: unknown) => shopper.logger.warn({ err: error }, 'loyalty enrolment after sign-up failed'),
    )
  }
  const profile = await getProfile(api).catch((error: unknown) => {
    shopper.logger.warn({ err: error }, 'profile read after sign-up failed')
    return null
  })
  const subscribed = profile ? subscribedToNewsletter(profile) : value.newsletter === true
  const flow = toEnrolmentFlow(String(formData.get('flow') ?? ''))
  const toast: Toast = {
    type: 'success',
    title: t('signUp.accountCreated', { ns: 'identity' }),
    description: t('signUp.loggedIn', { ns: 'identity' }),
  }
  if (!opensInterests(config.interests, { subscribed, flow })) return redirectWithToast(redirectTo, toast)
  // With JavaScript the interests are a dialog over where the shopper was going; without, their page.
  if (isEnhancedPost(formData)) return redirectWithToast(redirectTo, { ...toast, dialog: 'interests' })
  return redirectWithToast(enrolPath(locale, 'interests', redirectTo), toast)
}
