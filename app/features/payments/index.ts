/**
 * Payments' public surface for the rest of the server: checkout and the routes reach payments here
 * only (lint keeps it for checkout). Everything here runs on the server; browser code takes the
 * payment-method table (methods.ts) and a method's view from its folder instead.
 */
export {
  BILLING_PAYMENT_INTENT_NAMES,
  payAtBilling,
  paymentOffers,
  walletRouteAction,
} from './methods.server.ts'
export { authenticationFailed, paymentFor } from './payment.server.ts'
export { restartPayment } from './restart.server.ts'
export {
  authenticatePath,
  forgetChallenge,
  issuerPageFor,
  pendingChallenge,
  resumeChallenge,
  startChallenge,
  type ChallengeOptions,
} from './three-ds.server.ts'
export { cardSessionAction, saveCardAfterPayment, saveCardOffer } from './card/card.server.ts'
export { savedCardPayment } from './saved-card/saved-card.server.ts'
export { bnplApprovalNow } from './pay-later/pay-later.server.ts'
export { walletReturn } from './wallet/wallet.server.ts'
export { getRewardInstruments } from './api/athlete-rewards.server.ts'
export { getSavedCards, saveRewardInstrument } from './api/consumer-payments.server.ts'
export { getPaymentSessionResult } from './api/provider.server.ts'
export { deleteSavedCard, makeMainCard, saveCard } from './api/saved-cards.server.ts'
