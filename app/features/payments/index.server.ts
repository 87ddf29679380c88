/**
 * The payments' public surface: what checkout dispatches to and reads of them. A feature imports the
 * payments from here only (lint keeps it).
 */
export { athleteRewardsAction } from './athlete.server.ts'
export { cardPaymentAction } from './card.server.ts'
export { sendFingerprint } from './fingerprint.server.ts'
export { startBnpl } from './pay-later.server.ts'
export { paymentFor } from './payment.server.ts'
export { restartPayment } from './restart.server.ts'
export {
  pendingChallenge,
  resumeChallenge,
  startChallenge,
  type ChallengeOptions,
} from './three-ds.server.ts'
