import { describe, expect, it } from 'vitest'
import type { ConsumerProfile } from './consumer-profile.ts'
import { visitorState } from './visitor-state.ts'

const profile = (details: Record<string, unknown>, member = false) =>
  ({ consumerDetails: { email: 'x@example.com', ...details }, isLoyaltyMember: member }) as ConsumerProfile

describe('visitor state', () => {
  it('a guest is logged out with no kinds, whatever a profile would say', () => {
    const state = visitorState(
      { tokenType: 'Guest', cartCount: 2, associate: false },
      profile({ athlete: {} }, true),
    )
    expect(state).toEqual({
      loggedIn: false,
      loyaltyMember: false,
      employee: false,
      athlete: false,
      wranx: false,
      ipa: false,
      associate: false,
      cartItemCount: 2,
    })
  })

  it('A15 a signed-in shopper: membership and kinds from the profile, employee from the consumer type or section', () => {
    const member = visitorState(
      { tokenType: 'Registered', consumerType: 'REGULAR', associate: true },
      profile({ identity: [{ type: 'wranx' }] }, true),
    )
    expect(member).toMatchObject({
      loggedIn: true,
      loyaltyMember: true,
      wranx: true,
      employee: false,
      associate: true,
    })
    const employee = visitorState(
      { tokenType: 'Registered', consumerType: 'EMPLOYEE', associate: false },
      null,
    )
    expect(employee).toMatchObject({ loggedIn: true, employee: true, loyaltyMember: false, cartItemCount: 0 })
  })
})
