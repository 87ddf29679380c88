/**
 * The athlete payment and the loyalty rewards on the billing step (CHK-010..CHK-013, CHK-023): points,
 * reward codes and cards, vouchers. No imports: this module reaches the browser.
 */
export const ATHLETE_REWARDS_INTENTS = {
  applyAthletePayment: 'apply-athlete-payment',
  applyPoints: 'apply-points',
  applyReward: 'apply-reward',
  /** Takes the athlete payment, the points or a reward off the cart (the form names its method). */
  removeTender: 'remove-tender',
  applyVoucher: 'apply-voucher',
} as const
