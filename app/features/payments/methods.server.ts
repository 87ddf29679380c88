import type { TFunction } from 'i18next'
import type { Shopper } from '#app/context.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import type {
  BillingContext,
  MethodContext,
  OfferContext,
  PaymentMethod,
  PaymentMethods,
  PostsTo,
} from './method-context.server.ts'

/**
 * The payment-method table, its server half: one entry per method, found in its folder
 * (`./<method>/method.server.ts`, built with `paymentMethod`, which checks it) and keyed by the
 * folder's name, like its browser half (methods.ts). That module also registers its exact types
 * (`PaymentMethods`). Billing and the wallet route dispatch through the table.
 */
export const PAYMENT_METHODS = Object.fromEntries(
  Object.entries(
    import.meta.glob<PaymentMethod<Record<string, string>, PostsTo>>('./*/method.server.ts', {
      eager: true,
      import: 'method',
    }),
  ).map(([file, method]) => [file.split('/').at(-2) ?? file, method]),
) as unknown as PaymentMethods

type Key = keyof PaymentMethods
type IntentOf<K extends Key> = PaymentMethods[K]['intents'][keyof PaymentMethods[K]['intents']]
type KeysAt<P extends PostsTo> = { [K in Key]: PaymentMethods[K]['postsTo'] extends P ? K : never }[Key]
type AnswerOf<K extends Key> = Awaited<ReturnType<PaymentMethods[K]['action']>>

const ENTRIES = Object.entries(PAYMENT_METHODS) as [Key, PaymentMethods[Key]][]

/** The method each intent is the post of. */
const OWNER = new Map<string, Key>(
  ENTRIES.flatMap(([key, method]) => Object.values(method.intents).map((intent) => [intent, key] as const)),
)

function intentsAt<P extends PostsTo>(page: P) {
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

type OfferOf<K extends Key> = K extends unknown
  ? PaymentMethods[K] extends { offer: (context: OfferContext) => Promise<infer O> }
    ? O
    : never
  : never
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** The billing step's data for the methods' views: every method's offer, read side by side. */
export async function paymentOffers(context: OfferContext) {
  const parts = await Promise.all(
    ENTRIES.map(([, method]) => ('offer' in method ? method.offer(context) : {})),
  )
  return Object.assign({}, ...parts) as Intersection<OfferOf<Key>>
}
