import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import type { PaymentMethodId } from '#app/domain/payments/payment.ts'
import type { CheckoutPage } from '#app/domain/paths/paths.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { athleteRewardsAction, athleteRewardsBilling } from './athlete-rewards/athlete-rewards.server.ts'
import { ATHLETE_REWARDS_INTENTS } from './athlete-rewards/intents.ts'
import { cardAction, cardOffer } from './card/card.server.ts'
import { CARD_INTENTS } from './card/intents.ts'
import { expressAction } from './express/express.server.ts'
import { EXPRESS_INTENTS } from './express/intents.ts'
import { giftCardAction } from './gift-card/gift-card.server.ts'
import { GIFT_CARD_INTENTS } from './gift-card/intents.ts'
import type { BillingContext, MethodContext, OfferContext } from './method-context.server.ts'
import type { PaymentMethodKey } from './methods.ts'
import { PAY_LATER_INTENTS } from './pay-later/intents.ts'
import { payLaterAction, payLaterOffer } from './pay-later/pay-later.server.ts'
import { SAVED_CARD_INTENTS } from './saved-card/intents.ts'
import { savedCardAction } from './saved-card/saved-card.server.ts'
import { WALLET_INTENTS } from './wallet/intents.ts'
import { walletAction, walletOffer } from './wallet/wallet.server.ts'

/**
 * The payment-method table: one entry per method, keyed like its view in methods.ts (the browser half).
 * Each gives the spec's payment_method_id it pays with (CHK-009), its posts (intent names, each one
 * method's only), the checkout page whose action takes them, where a provider sends the shopper back
 * (3-D Secure, a redirect method's return), its `action` for those posts (a billing step's post also
 * gets the session's basket id) and its `offer`: its part of the billing step's data, which its view
 * reads. A method's code is its folder, `./<method>/`.
 */
interface PaymentMethod<Intents extends Record<string, string>, Page extends 'billing' | 'wallet'> {
  ids: readonly PaymentMethodId[]
  intents: Intents
  postsTo: Page
  returnRoute?: CheckoutPage
  action: (
    intent: Intents[keyof Intents],
    context: Page extends 'billing' ? BillingContext : MethodContext,
  ) => Promise<unknown>
  offer?: (context: OfferContext) => Promise<object>
}

/** An entry of the table, checked (its action takes its own intents) and kept with its exact types. */
function method<
  I extends Record<string, string>,
  P extends 'billing' | 'wallet',
  E extends Omit<PaymentMethod<I, P>, 'intents' | 'postsTo'>,
>(entry: { intents: I; postsTo: P } & E) {
  return entry
}

export const PAYMENT_METHODS = {
  athleteRewards: method({
    ids: ['ATHLETES_PAYMENT', 'LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD'],
    intents: ATHLETE_REWARDS_INTENTS,
    postsTo: 'billing',
    action: athleteRewardsAction,
    offer: athleteRewardsBilling,
  }),
  giftCard: method({
    ids: ['GIFT_CARD'],
    intents: GIFT_CARD_INTENTS,
    postsTo: 'billing',
    action: giftCardAction,
  }),
  savedCard: method({
    ids: ['CREDIT_CARD'],
    intents: SAVED_CARD_INTENTS,
    postsTo: 'billing',
    action: savedCardAction,
  }),
  // The hosted payment page returns to the summary; the issuer's challenge (3-D Secure) to authenticate.
  card: method({
    ids: ['CREDIT_CARD'],
    intents: CARD_INTENTS,
    postsTo: 'billing',
    returnRoute: 'authenticate',
    action: cardAction,
    offer: cardOffer,
  }),
  payLater: method({
    ids: ['KLARNA'],
    intents: PAY_LATER_INTENTS,
    postsTo: 'billing',
    action: payLaterAction,
    offer: payLaterOffer,
  }),
  // The provider wallet, and the device wallet, which pays as a card (decision 014).
  wallet: method({
    ids: ['PAYPAL', 'CREDIT_CARD'],
    intents: WALLET_INTENTS,
    postsTo: 'wallet',
    returnRoute: 'wallet',
    action: walletAction,
    offer: walletOffer,
  }),
  // Express pay from the product page, with either wallet.
  express: method({
    ids: ['PAYPAL', 'CREDIT_CARD'],
    intents: EXPRESS_INTENTS,
    postsTo: 'wallet',
    returnRoute: 'wallet',
    action: expressAction,
  }),
} satisfies Record<PaymentMethodKey, unknown>

type Methods = typeof PAYMENT_METHODS
type IntentOf<K extends PaymentMethodKey> = Methods[K]['intents'][keyof Methods[K]['intents']]

type Page = Methods[PaymentMethodKey]['postsTo']
type KeysAt<P extends Page> = {
  [K in PaymentMethodKey]: Methods[K]['postsTo'] extends P ? K : never
}[PaymentMethodKey]
type AnswerOf<K extends PaymentMethodKey> = Awaited<ReturnType<Methods[K]['action']>>

const ENTRIES = Object.entries(PAYMENT_METHODS) as [PaymentMethodKey, Methods[PaymentMethodKey]][]

/** The method each intent is the post of. */
const OWNER = new Map<string, PaymentMethodKey>(
  ENTRIES.flatMap(([key, method]) => Object.values(method.intents).map((intent) => [intent, key] as const)),
)

function intentsAt<P extends Page>(page: P) {
  return ENTRIES.filter(([, method]) => method.postsTo === page).flatMap(([, method]) =>
    Object.values(method.intents),
  ) as IntentOf<KeysAt<P>>[]
}

/** The payment methods' posts the billing step takes (beside its own, BILLING_INTENTS). */
export const BILLING_PAYMENT_INTENT_NAMES = intentsAt('billing')
/** The posts the wallet route takes: the wallets' and express pay's. */
export const WALLET_PAYMENT_INTENT_NAMES = intentsAt('wallet')

/** Hands a post to the method whose intent it is. */
function dispatch(intent: string, context: BillingContext | MethodContext) {
  const { action } = PAYMENT_METHODS[OWNER.get(intent)!]
  // One signature for all: the intent is the method's own (OWNER), the context the page's.
  return (action as (intent: string, context: BillingContext | MethodContext) => Promise<unknown>)(
    intent,
    context,
  )
}

/** A payment method's post to the billing step (its intent already read), answered by the method. */
export function payAtBilling(intent: (typeof BILLING_PAYMENT_INTENT_NAMES)[number], context: BillingContext) {
  return dispatch(intent, context) as Promise<AnswerOf<KeysAt<'billing'>>>
}

/** The wallet route's posts (WALLET_PAYMENT_INTENT_NAMES): read once, answered by their method. */
export async function walletRouteAction(request: Request, shopper: Shopper, t: TFunction) {
  const form = await request.formData()
  const intent = readIntent(form, WALLET_PAYMENT_INTENT_NAMES)
  if (intent === null) return badRequest()
  return dispatch(intent, { form, request, shopper, t }) as Promise<AnswerOf<KeysAt<'wallet'>>>
}

type OfferOf<K extends PaymentMethodKey> = K extends unknown
  ? Methods[K] extends { offer: (context: OfferContext) => Promise<infer O> }
    ? O
    : never
  : never
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** The billing step's data for the methods' views: every method's offer, read side by side. */
export async function paymentOffers(context: OfferContext) {
  const parts = await Promise.all(
    Object.values(PAYMENT_METHODS).map((handlers) => ('offer' in handlers ? handlers.offer(context) : {})),
  )
  return Object.assign({}, ...parts) as Intersection<OfferOf<PaymentMethodKey>>
}
