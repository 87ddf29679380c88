import { paymentMethod } from '../method-context.server.ts'
import { athleteRewardsAction, athleteRewardsBilling } from './athlete-rewards.server.ts'
import { ATHLETE_REWARDS_INTENTS } from './intents.ts'

/** The athlete payment, points, reward codes and cards, and loyalty vouchers. */
export const method = paymentMethod({
  ids: ['ATHLETES_PAYMENT', 'LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD'],
  intents: ATHLETE_REWARDS_INTENTS,
  postsTo: 'billing',
  action: athleteRewardsAction,
  offer: athleteRewardsBilling,
})

// Its exact types in the table's type (methods.server.ts), by its folder's name.
declare module '../method-context.server.ts' {
  interface PaymentMethods {
    'athlete-rewards': typeof method
  }
}
