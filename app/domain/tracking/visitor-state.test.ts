import { describe, expect, it } from 'vitest'
import type { ConsumerProfile } from '../account/consumer-profile.ts'
import { visitorState } from './visitor-state.ts'

const profile = (details: Record<string, unknown>, extra: Partial<ConsumerProfile> = {}) =>
  ({ consumerDetails: { email: 'x@example.com', ...details }, ...extra }) as ConsumerProfile
const STORE = { storeId: 'ST100', storeEmployeeId: 'E42' }

describe('visitor state', () => {
  it('PERS-041 a guest is logged out with no kinds, whatever a profile would say', () => {
    const state = visitorState(
      { tokenType: 'Guest', cartCount: 2 },
      profile({ athlete: {} }, { isLoyaltyMember: true }),
    )
    expect(state).toEqual({
      loggedIn: false,
      loyaltyMember: false,
      employee: false,
      employeeBanner: false,
      athlete: false,
      wranx: false,
      ipa: false,
      associate: false,
      cartItemCount: 2,
      cartEmpty: false,
    })
  })

  it('PERS-041 A15 a signed-in shopper: membership and kinds from the profile, employee from the consumer type or section', () => {
    const member = visitorState(
      { tokenType: 'Registered', consumerType: 'REGULAR' },
      profile({ identity: [{ type: 'wranx' }, { type: 'IPA' }], athlete: {} }, { isLoyaltyMember: true }),
    )
    expect(member).toMatchObject({
      loggedIn: true,
      loyaltyMember: true,
      wranx: true,
      ipa: true,
      athlete: true,
      employee: false,
    })
    const employee = visitorState({ tokenType: 'Registered', consumerType: 'EMPLOYEE' }, null)
    expect(employee).toMatchObject({ loggedIn: true, employee: true, loyaltyMember: false, cartItemCount: 0 })
    const bySection = visitorState(
      { tokenType: 'Registered', consumerType: 'REGULAR' },
      profile({ employee: {} }),
    )
    expect(bySection.employee).toBe(true)
  })

  it('PERS-041 the employee banner state needs accepted employee discount terms (session or profile)', () => {
    const employee = { tokenType: 'Registered', consumerType: 'EMPLOYEE' }
    expect(visitorState(employee, null).employeeBanner).toBe(false)
    expect(visitorState({ ...employee, employeeTermsAccepted: false }, null).employeeBanner).toBe(false)
    expect(visitorState({ ...employee, employeeTermsAccepted: true }, null).employeeBanner).toBe(true)
    expect(visitorState(employee, profile({}, { isEmployeeDiscountTCAccepted: true })).employeeBanner).toBe(
      true,
    )
    // Accepted terms make no banner for someone who is not an employee.
    expect(
      visitorState({ tokenType: 'Registered', consumerType: 'REGULAR', employeeTermsAccepted: true }, null)
        .employeeBanner,
    ).toBe(false)
  })

  it('INSTORE-011 the in-store associate state holds only when both the store id and the employee id are set', () => {
    expect(visitorState({ tokenType: 'Guest', store: STORE }, null).associate).toBe(true)
    expect(visitorState({ tokenType: 'Registered', store: STORE }, null).associate).toBe(true)
    expect(
      visitorState({ tokenType: 'Guest', store: { ...STORE, storeEmployeeId: '' } }, null).associate,
    ).toBe(false)
    expect(visitorState({ tokenType: 'Guest', store: { storeEmployeeId: 'E42' } }, null).associate).toBe(
      false,
    )
    expect(visitorState({ tokenType: 'Guest' }, null).associate).toBe(false)
  })

  it('PERS-041 cart empty follows the cart count (no count read as empty)', () => {
    expect(visitorState({ tokenType: 'Guest' }, null)).toMatchObject({ cartEmpty: true, cartItemCount: 0 })
    expect(visitorState({ tokenType: 'Guest', cartCount: 0 }, null).cartEmpty).toBe(true)
    expect(visitorState({ tokenType: 'Guest', cartCount: 3 }, null).cartEmpty).toBe(false)
  })
})
