import { action as employeeTermsAction } from '#app/routes/account-employee-terms.tsx'
import { action as accountPasswordAction } from '#app/routes/account-password.tsx'
import { action as addressDeleteAction } from '#app/routes/account-address-delete.tsx'
import { action as addressEditAction } from '#app/routes/account-address-edit.tsx'
import { action as addressNewAction } from '#app/routes/account-address-new.tsx'
import { action as addressesAction } from '#app/routes/account-addresses.tsx'
import { action as paymentMethodRemoveAction } from '#app/routes/account-payment-method-remove.tsx'
import { action as paymentMethodsAction } from '#app/routes/account-payment-methods.tsx'
import { action as accountProfileAction } from '#app/routes/account-profile.tsx'
import { PROFILE_INTENT_NAMES } from '#app/features/account/intents.ts'
import { action as associateLoginAction } from '#app/routes/associate-login.tsx'
import { action as cartDeliveryAction } from '#app/routes/cart-delivery.tsx'
import { action as cartGiftAction } from '#app/routes/cart-gift.tsx'
import { action as cartAction } from '#app/routes/cart.tsx'
import { action as authenticateAction } from '#app/routes/checkout-authenticate.tsx'
import { action as billingAction } from '#app/routes/checkout-billing.tsx'
import { action as shippingAction } from '#app/routes/checkout-shipping.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { action as walletAction } from '#app/routes/checkout-wallet.tsx'
import { action as dismissAction } from '#app/routes/dismiss.tsx'
import { action as consentAction } from '#app/routes/privacy-consent.tsx'
import { CONSENT_INTENT_NAMES } from '#app/features/consent/intents.ts'
import { action as locationAction } from '#app/routes/location.tsx'
import { LOCATION_INTENT_NAMES } from '#app/features/location/intents.ts'
import { action as interestsAction } from '#app/routes/enrol-interests.tsx'
import { action as contactUsAction } from '#app/routes/help-contact-us.tsx'
import { action as warrantyAction } from '#app/routes/help-warranty.tsx'
import { action as giftCardBalanceAction } from '#app/routes/gift-card.tsx'
import { action as ugcReportAction } from '#app/routes/ugc-report.tsx'
import { action as addCardAction } from '#app/routes/account-payment-method-new.tsx'
import { action as newsletterAction } from '#app/routes/newsletter.tsx'
import { action as eventRegisterAction } from '#app/routes/events-register.tsx'
import { action as enrolLookupAction } from '#app/routes/enrol-lookup.tsx'
import { action as enrolMobileAction } from '#app/routes/enrol-mobile.tsx'
import { action as enrolProfileAction } from '#app/routes/enrol-profile.tsx'
import { action as favoritesAction } from '#app/routes/favorites.tsx'
import { action as forgotPasswordAction } from '#app/routes/forgot-password.tsx'
import { action as askQuestionAction } from '#app/routes/pdp-ask-question.tsx'
import { action as productStoresAction } from '#app/routes/pdp-stores.tsx'
import { action as productAction } from '#app/routes/pdp.tsx'
import { action as previewToolAction } from '#app/routes/preview-tool.tsx'
import { action as resetPasswordAction } from '#app/routes/reset-password.tsx'
import { action as savedForLaterAction } from '#app/routes/saved-for-later.tsx'
import { action as signInAction } from '#app/routes/sign-in.tsx'
import { action as signOutAction } from '#app/routes/sign-out.tsx'
import { action as signUpAction } from '#app/routes/sign-up.tsx'
import { action as storesAction } from '#app/routes/stores.tsx'
import {
  CART_INTENT_NAMES,
  GIFT_INTENT_NAMES,
  LINE_DELIVERY_INTENT_NAMES,
} from '#app/features/cart/intents.ts'
import {
  AUTHENTICATE_INTENT_NAMES,
  BILLING_INTENT_NAMES,
  SHIPPING_INTENTS,
  SUMMARY_INTENT_NAMES,
} from '#app/features/checkout/intents.ts'
import { PREVIEW_TOOL_INTENT_NAMES } from '#app/features/content/intents.ts'
import { ENROLMENT_INTENTS, INTERESTS_INTENT_NAMES } from '#app/features/enrolment/intents.ts'
import {
  ASSOCIATE_LOGIN_INTENT_NAMES,
  EMPLOYEE_TERMS_INTENTS,
  PASSWORD_INTENTS,
  SIGN_IN_INTENT_NAMES,
  SIGN_OUT_INTENTS,
  SIGN_UP_INTENTS,
} from '#app/features/identity/intents.ts'
import {
  BILLING_PAYMENT_INTENT_NAMES,
  WALLET_PAYMENT_INTENT_NAMES,
} from '#app/features/payments/methods.server.ts'
import { PRODUCT_INTENT_NAMES } from '#app/features/product/intents.ts'
import { REVIEW_INTENT_NAMES } from '#app/features/reviews/intents.ts'
import { PRODUCT_STORES_INTENT_NAMES, STORE_LOCATOR_INTENT_NAMES } from '#app/features/stores/intents.ts'
import { FAVORITES_INTENT_NAMES, SAVED_FOR_LATER_INTENT_NAMES } from '#app/domain/cart/wishlist-intents.ts'
import {
  CONTACT_US_INTENTS,
  GIFT_CARD_BALANCE_INTENTS,
  WARRANTY_INTENTS,
} from '#app/features/help/intents.ts'
import { UGC_INTENTS } from '#app/features/ugc/intents.ts'
import { ADD_CARD_INTENTS } from '#app/features/payment-methods/intents.ts'
import { NEWSLETTER_INTENTS } from '#app/domain/content/newsletter.ts'
import { EVENT_INTENTS } from '#app/domain/content/event-sign-up.ts'
import { ADDRESS_INTENT_NAMES } from '#app/features/addresses/intents.ts'
import { PAYMENT_METHOD_INTENT_NAMES } from '#app/features/payment-methods/intents.ts'
import { ADDRESS_FIELDS } from '#app/validation/address.ts'
import { CART_INTENTS } from '#app/features/cart/intents.ts'
import type { FuzzForm } from './fuzz.ts'

const L = { locale: 'en-us' }
const PRODUCT = { ...L, slugId: 'tempo-trail-runner-RS100001' }
const LINE = ['itemId', 'productId', 'upc', 'quantity', 'qty', 'size', 'color', 'redirectTo']
const CARD = ['cardNumber', 'expiryMonth', 'expiryYear', 'cvv', 'nameOnCard', 'saveCard', 'savedCardId']
const GIFT_CARD = ['giftCardNumber', 'pin', 'number', 'amount', 'instrumentId', 'code']
/** The billing step's own posts and the payment methods'. */
const BILLING_POSTS = [...BILLING_INTENT_NAMES, ...BILLING_PAYMENT_INTENT_NAMES]
const PROFILE = ['firstName', 'lastName', 'birthDate', 'phone', 'phoneCode', 'email', 'password', 'gender']

/** Every form of the site, with its intents and the fields it reads. */
export const FUZZ_FORMS: FuzzForm[] = [
  form('sign-in', 'AUTH-011 VAL-001', signInAction, '/en-us/sign-in', SIGN_IN_INTENT_NAMES, [
    'email',
    'password',
    'redirectTo',
    'enhanced',
  ]),
  form('sign-out', 'AUTH-016', signOutAction, '/en-us/sign-out', [SIGN_OUT_INTENTS.signOut], ['redirectTo']),
  form(
    'sign-up',
    'AUTH-018 VAL-003',
    signUpAction,
    '/en-us/sign-up',
    [SIGN_UP_INTENTS.signUp],
    [...PROFILE, 'newsletter', 'loyaltyTerms', 'brandTerms', 'redirectTo'],
  ),
  form(
    'forgot password',
    'AUTH-030',
    forgotPasswordAction,
    '/en-us/forgot-password',
    [PASSWORD_INTENTS.forgotPassword],
    ['email'],
  ),
  form(
    'reset password',
    'AUTH-033',
    resetPasswordAction,
    '/en-us/reset-password',
    [PASSWORD_INTENTS.resetPassword],
    ['token', 'newPassword', 'confirmPassword'],
  ),
  form(
    'change password',
    'AUTH-031',
    accountPasswordAction,
    '/en-us/account/password',
    [PASSWORD_INTENTS.changePassword],
    ['currentPassword', 'newPassword', 'confirmPassword'],
  ),
  form(
    'employee terms',
    'AUTH-023',
    employeeTermsAction,
    '/en-us/account/employee-terms',
    [EMPLOYEE_TERMS_INTENTS.acceptEmployeeTerms],
    ['accepted', 'redirectTo'],
  ),
  form(
    'associate login',
    'INSTORE-001',
    associateLoginAction,
    '/en-us/associate-login',
    ASSOCIATE_LOGIN_INTENT_NAMES,
    ['storeId', 'employeeId', 'associateId', 'pin'],
  ),
  form(
    'enrolment lookup',
    'ACCT-035',
    enrolLookupAction,
    '/en-us/enrol/lookup',
    [ENROLMENT_INTENTS.lookup],
    ['email'],
  ),
  form(
    'enrolment mobile',
    'ACCT-036',
    enrolMobileAction,
    '/en-us/enrol/mobile',
    [ENROLMENT_INTENTS.saveMobile],
    ['phone', 'phoneCode'],
  ),
  form(
    'enrolment profile',
    'ACCT-037',
    enrolProfileAction,
    '/en-us/enrol/profile',
    [ENROLMENT_INTENTS.saveProfile],
    [...PROFILE, 'postalCode', 'loyaltyTerms'],
  ),
  form('enrolment interests', 'ACCT-038', interestsAction, '/en-us/enrol/interests', INTERESTS_INTENT_NAMES, [
    'interests',
    'preferredShoeSize',
  ]),
  form('cart', 'CART-001 CART-020', cartAction, '/en-us/cart', CART_INTENT_NAMES, [
    ...LINE,
    'couponCode',
    'code',
    'promotionId',
    'price',
    'reason',
  ]),
  form(
    'cart line delivery',
    'CART-030',
    cartDeliveryAction,
    '/en-us/cart/delivery/1',
    LINE_DELIVERY_INTENT_NAMES,
    ['delivery', 'storeId', 'shippingMethodId'],
    { ...L, itemId: '1' },
  ),
  form(
    'cart gift option',
    'CART-050',
    cartGiftAction,
    '/en-us/cart/gift/1',
    GIFT_INTENT_NAMES,
    ['giftMessage', 'from', 'to', 'giftWrap'],
    { ...L, itemId: '1' },
  ),
  form('favourites', 'CART-044', favoritesAction, '/en-us/favorites', FAVORITES_INTENT_NAMES, [
    ...LINE,
    'favoriteId',
    'email',
  ]),
  form(
    'saved for later',
    'CART-046',
    savedForLaterAction,
    '/en-us/saved-for-later',
    SAVED_FOR_LATER_INTENT_NAMES,
    [...LINE, 'savedId'],
  ),
  form(
    'product page',
    'CAT-010 CAT-020',
    productAction,
    '/en-us/p/tempo-trail-runner-RS100001',
    [...PRODUCT_INTENT_NAMES, ...REVIEW_INTENT_NAMES, CART_INTENTS.addToCart],
    [...LINE, 'email', 'amount', 'recipientEmail', 'message', 'reviewId', 'answerId', 'vote', 'reason'],
    PRODUCT,
  ),
  form(
    'ask a question',
    'CAT-015',
    askQuestionAction,
    '/en-us/p/tempo-trail-runner-RS100001/ask-question',
    ['ask-question'],
    ['question', 'nickname', 'email', 'location'],
    PRODUCT,
  ),
  form(
    'product stores',
    'STORE-010',
    productStoresAction,
    '/en-us/p/tempo-trail-runner-RS100001/stores',
    PRODUCT_STORES_INTENT_NAMES,
    ['storeId', 'upc', 'postalCode', 'place'],
    PRODUCT,
  ),
  form('store locator', 'STORE-001', storesAction, '/en-us/stores', STORE_LOCATOR_INTENT_NAMES, [
    'storeId',
    'place',
  ]),
  form(
    'shipping',
    'CHK-015 VAL-010',
    shippingAction,
    '/en-us/checkout/shipping',
    [SHIPPING_INTENTS.saveShipping],
    [...ADDRESS_FIELDS, 'delivery', 'shippingMethodId', 'storeId', 'savedAddressId'],
  ),
  form('billing', 'CHK-020 VAL-020', billingAction, '/en-us/checkout/billing', BILLING_POSTS, [
    ...CARD,
    ...GIFT_CARD,
    ...ADDRESS_FIELDS,
    'points',
    'rewardCode',
    'voucherCode',
  ]),
  form('summary', 'CHK-040', summaryAction, '/en-us/checkout/summary', SUMMARY_INTENT_NAMES, [
    'idempotencyKey',
    'fingerprint',
    'saveCard',
  ]),
  form(
    'card authentication',
    'CHK-060',
    authenticateAction,
    '/en-us/checkout/authenticate',
    AUTHENTICATE_INTENT_NAMES,
    ['proof', 'transactionId'],
  ),
  form('wallet', 'CHK-070', walletAction, '/en-us/checkout/wallet', WALLET_PAYMENT_INTENT_NAMES, [
    'providerSessionId',
    'method',
    'upc',
    'quantity',
  ]),
  form(
    'contact us',
    'FORM-020 FORM-021',
    contactUsAction,
    '/en-us/help/contact-us',
    [CONTACT_US_INTENTS.contactUs],
    [
      'firstName',
      'lastName',
      'email',
      'phone',
      'category',
      'subject',
      'orderNumber',
      'message',
      'submissionId',
    ],
    L,
    {
      firstName: ['Sam'],
      lastName: ['Rivera'],
      email: ['shopper@example.com'],
      category: ['orders'],
      subject: ['order-status', 'order-change'],
      message: ['Where is my parcel?'],
    },
  ),
  {
    ...form(
      'warranty claim',
      'FORM-022',
      warrantyAction,
      '/en-us/help/warranty',
      [WARRANTY_INTENTS.warrantyClaim],
      ['product', 'purchaseDate', 'description', 'orderNumber', 'email', 'submissionId'],
      L,
      { product: ['Tempo Trail Runner'], purchaseDate: ['2026-01-15'], description: ['The sole came off.'] },
    ),
    files: ['photos'],
  },
  form(
    'gift card balance',
    'CHK-024 ERR-055',
    giftCardBalanceAction,
    '/en-us/gift-card',
    [GIFT_CARD_BALANCE_INTENTS.checkBalance],
    ['cardNumber', 'pin', 'submissionId'],
  ),
  form(
    'add a card',
    'ACCT-022',
    addCardAction,
    '/en-us/account/payment-methods/new',
    Object.values(ADD_CARD_INTENTS),
    ['paymentSession'],
  ),
  form(
    'newsletter',
    'FORM-002 FORM-004 VAL-043',
    newsletterAction,
    '/en-us/newsletter',
    [NEWSLETTER_INTENTS.subscribe],
    ['email', 'policy', 'returnTo', 'campaign'],
    L,
    { email: ['new.subscriber@example.com'], policy: ['on'], returnTo: ['/en-us', '/en-us/block-gallery'] },
  ),
  form(
    'event registration',
    'FORM-011 FORM-014 VAL-044 VAL-045',
    eventRegisterAction,
    '/en-us/events/register',
    [EVENT_INTENTS.register],
    ['eventId', 'page', 'formKey', 'attendingDays', 'eventTermsAccepted', 'plusOne', 'email'],
    L,
    {
      eventId: ['EVT-BASECAMP-WEEKEND', 'EVT-TRAIL-CLINIC'],
      page: ['/en-us/events/basecamp-weekend', '/en-us/events/trail-running-clinic'],
      attendingDays: ['2027-06-04', '2027-06-05', '2027-05-15'],
      eventTermsAccepted: ['on', 'true'],
      plusOne: ['Jane Doe', 'J0hn'],
    },
  ),
  form(
    'photo report',
    'CAT-054',
    ugcReportAction,
    '/en-us/ugc/report',
    [UGC_INTENTS.reportMedia],
    ['mediaId', 'reason', 'redirectTo'],
    L,
    {
      mediaId: ['sm-001', 'sm-002'],
      reason: ['inappropriate', 'spam', 'copyright'],
      redirectTo: ['/en-us/c/running-shoes-1010', '//evil.example'],
    },
  ),
  ...addressBookForms(),
  form('dismiss', 'CMS-105', dismissAction, '/en-us/dismiss', ['dismiss'], ['key', 'id', 'redirectTo']),
  form(
    'cookie consent',
    'PLAT-042',
    consentAction,
    '/en-gb/privacy/consent',
    CONSENT_INTENT_NAMES,
    ['performance', 'functional', 'targeting', 'redirectTo', 'enhanced'],
    { locale: 'en-gb' },
    { performance: ['on'], functional: ['on'], targeting: ['on'], redirectTo: ['/en-gb', '//evil.example'] },
  ),
  form(
    'location',
    'PLAT-022 PLAT-032',
    locationAction,
    '/en-us/location',
    LOCATION_INTENT_NAMES,
    ['locale', 'redirectTo'],
    L,
    {
      locale: ['de-de', 'fr-ca', 'de-at'],
      redirectTo: ['/en-us/p/tempo-trail-runner-RS100001', '//evil.example'],
    },
  ),
  form('preview tool', 'CMS-017', previewToolAction, '/en-us/preview-tool', PREVIEW_TOOL_INTENT_NAMES, [
    'password',
    'date',
    'segment',
    'redirectTo',
  ]),
  form(
    'account profile',
    'ACCT-002 ACCT-003 ACCT-011 ACCT-012 ACCT-033 ACCT-034',
    accountProfileAction,
    '/en-us/account/profile',
    PROFILE_INTENT_NAMES,
    [
      'firstName',
      'lastName',
      'phone',
      'postalCode',
      'birthDate',
      'gender',
      'interests',
      'preferredShoeSize',
      'email',
      'currentPassword',
      'orderUpdatesByEmail',
      'orderUpdatesBySms',
      'confirm',
    ],
    L,
    {
      gender: ['F', 'M', 'X'],
      interests: ['running', 'hiking'],
      preferredShoeSize: ['10', '10.5'],
      confirm: ['on'],
    },
  ),
]

function form(
  name: string,
  rows: string,
  action: FuzzForm['action'],
  path: string,
  intents: readonly string[],
  fields: readonly string[],
  params: Record<string, string> = L,
  known?: FuzzForm['known'],
): FuzzForm {
  return { name, rows, action, path, intents, fields, params, known }
}

/** The address book's and payment methods' forms (ACCT-016…024), for shopper@example.com (address S1). */
function addressBookForms(): FuzzForm[] {
  const address = [...ADDRESS_FIELDS, 'addressType', 'main', 'addressId']
  const S1 = { ...L, addressId: 'S1' }
  return [
    form(
      'new address',
      'ACCT-018',
      addressNewAction,
      '/en-us/account/addresses/new',
      ADDRESS_INTENT_NAMES,
      address,
      L,
      {
        addressType: ['S', 'B'],
        province: ['OR'],
      },
    ),
    form(
      'edit address',
      'ACCT-019',
      addressEditAction,
      '/en-us/account/addresses/S1',
      ADDRESS_INTENT_NAMES,
      address,
      S1,
    ),
    form('address book', 'ACCT-017', addressesAction, '/en-us/account/addresses', ADDRESS_INTENT_NAMES, [
      'addressId',
    ]),
    form(
      'delete address',
      'ACCT-020',
      addressDeleteAction,
      '/en-us/account/addresses/S1/delete',
      ADDRESS_INTENT_NAMES,
      [],
      S1,
    ),
    form(
      'payment methods',
      'ACCT-023',
      paymentMethodsAction,
      '/en-us/account/payment-methods',
      PAYMENT_METHOD_INTENT_NAMES,
      ['instrumentId', 'method', 'code'],
      L,
      { method: ['REWARD_CODE', 'REWARD_CARD'] },
    ),
    form(
      'remove payment method',
      'ACCT-024',
      paymentMethodRemoveAction,
      '/en-us/account/payment-methods/spi-x/remove',
      PAYMENT_METHOD_INTENT_NAMES,
      [],
      { ...L, instrumentId: 'spi-x' },
    ),
  ]
}
