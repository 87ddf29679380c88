import type { Address } from '#app/domain/cart/cart.ts'

/**
 * Seeded shopper accounts, one of each profile kind the spec distinguishes (000 §4 Profile: athlete,
 * employee, WRANX or IPA from the sections and identity types). Every password is `Passw0rd!`.
 */

export const SEED_PASSWORD = 'Passw0rd!'

export type ConsumerType = 'REGULAR' | 'EMPLOYEE'

export interface Account {
  consumerNo: string
  email: string
  password: string
  firstName: string
  lastName: string
  phone: string
  phoneCode: string
  postalCode: string
  birthDate: string
  consumerType: ConsumerType
  memberId?: string
  isLoyaltyMember: boolean
  /** A member who has not confirmed the membership yet cannot use rewards (REW135). */
  loyaltyConfirmed?: boolean
  isEmployeeDiscountTCAccepted?: boolean
  favoriteId: string
  saveForLaterId: string
  addresses: Address[]
  loyalty?: {
    currentLoyaltyPoints: number
    applicableLoyaltyVouchers: {
      id: string
      points: number
      amountInCurrency: number
      available: boolean
      eligible: boolean
    }[]
  }
  athlete?: { currentSpend: number; annualCredit: number }
  /**
   * A member's saved loyalty rewards (GET …/payment_instruments?method=REWARD_CODE or REWARD_CARD):
   * a code is used up by one order; a card keeps what an order leaves of its amount.
   */
  rewardInstruments?: RewardInstrument[]
  employee?: { currentSpend: number; annualCap: number }
  prosumer?: { currentSpend: number; annualCredit: number }
  identity: { type: string }[]
  /** Seeded marketing subscriptions (the profile's `subscriptions`). */
  subscriptions?: {
    type: 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty'
    channel: 'email' | 'sms'
    optin: boolean
    doubleOptin: boolean
    optinDate?: string
  }[]
}

export interface RewardInstrument {
  id: string
  method: 'REWARD_CODE' | 'REWARD_CARD'
  /** The code as printed (a reward code) or the card's last four digits (a reward card). */
  code: string
  amount: number
}

function usAddress(n: number, firstName: string, lastName: string, phone: string, email: string): Address {
  return {
    addressId: `S${n}`,
    firstName,
    lastName,
    addressLine1: `${100 + n} Main Street`,
    city: 'Portland',
    province: 'OR',
    postalCode: '97205',
    country: 'US',
    countryCode: 'US',
    phone,
    phoneCode: '+1',
    email,
    approachType: 'S',
    main: true,
  }
}

function account(
  n: number,
  email: string,
  firstName: string,
  lastName: string,
  extra: Partial<Account> = {},
): Account {
  const phone = `503555${String(1000 + n)}`
  const consumerNo = `C${String(n).padStart(9, '0')}`
  return {
    consumerNo,
    email,
    password: SEED_PASSWORD,
    firstName,
    lastName,
    phone,
    phoneCode: '+1',
    postalCode: '97205',
    birthDate: '1990-05-14',
    consumerType: 'REGULAR',
    isLoyaltyMember: false,
    favoriteId: `fav-${consumerNo}`,
    saveForLaterId: `sfl-${consumerNo}`,
    addresses: [usAddress(n, firstName, lastName, phone, email)],
    identity: [],
    ...extra,
  }
}

export const ACCOUNTS: readonly Account[] = [
  account(1, 'shopper@example.com', 'Sam', 'Shopper'),
  account(2, 'loyalty@example.com', 'Lee', 'Loyal', {
    memberId: 'M000000002',
    isLoyaltyMember: true,
    loyalty: {
      currentLoyaltyPoints: 2400,
      applicableLoyaltyVouchers: [
        { id: 'VCH-1000', points: 1000, amountInCurrency: 10, available: true, eligible: true },
        // Not usable now, each for its own reason (the loyalty page says which; billing offers none).
        { id: 'VCH-5000', points: 5000, amountInCurrency: 50, available: true, eligible: true },
        { id: 'VCH-0500', points: 500, amountInCurrency: 5, available: false, eligible: true },
        { id: 'VCH-2000', points: 2000, amountInCurrency: 25, available: true, eligible: false },
      ],
    },
    rewardInstruments: [
      { id: 'RWC-0001', method: 'REWARD_CODE', code: 'RWD15TRAIL', amount: 15 },
      { id: 'RWK-0001', method: 'REWARD_CARD', code: '4242', amount: 25 },
    ],
  }),
  account(3, 'employee@example.com', 'Eve', 'Employee', {
    consumerType: 'EMPLOYEE',
    isEmployeeDiscountTCAccepted: false,
    employee: { currentSpend: 320, annualCap: 1500 },
  }),
  account(4, 'athlete@example.com', 'Ari', 'Athlete', {
    athlete: { currentSpend: 450, annualCredit: 2000 },
  }),
  account(5, 'wranx@example.com', 'Wren', 'Wranx', {
    identity: [{ type: 'WRANX' }],
    prosumer: { currentSpend: 120, annualCredit: 800 },
  }),
  account(6, 'ipa@example.com', 'Ira', 'Ipa', {
    identity: [{ type: 'IPA' }],
    prosumer: { currentSpend: 60, annualCredit: 600 },
  }),
  // A saved address and a saved main card (mocks/payments/saved-cards.ts): express checkout's shopper.
  account(7, 'cards@example.com', 'Cary', 'Cardholder'),
  // Already receives the newsletter (A40, FORM-006): the newsletter forms show the success heading only.
  account(8, 'subscribed@example.com', 'Sue', 'Subscriber', {
    subscriptions: [
      { type: 'Newsletter', channel: 'email', optin: true, doubleOptin: true, optinDate: '2026-01-15' },
    ],
  }),
  // The payment methods page's shopper: two saved cards (mocks/payments/seed/saved-cards.ts), a reward code and a
  // reward card, and no address yet (the address book starts empty).
  account(21, 'wallet@example.com', 'Wally', 'Wallet', {
    memberId: 'M000000021',
    isLoyaltyMember: true,
    addresses: [],
    rewardInstruments: [
      { id: 'RWC-0021', method: 'REWARD_CODE', code: 'RWD10WALLET', amount: 10 },
      { id: 'RWK-0021', method: 'REWARD_CARD', code: '5151', amount: 25 },
    ],
  }),
  // An employee who accepted the discount terms: the account home's employee spend banner (ACCT-049/050).
  account(9, 'staff@example.com', 'Stacy', 'Staff', {
    consumerType: 'EMPLOYEE',
    isEmployeeDiscountTCAccepted: true,
    employee: { currentSpend: 275.5, annualCap: 1200 },
  }),
]

/** The seeded account with this email (case-insensitive). */
export function findAccountByEmail(email: string): Account | undefined {
  const wanted = email.trim().toLowerCase()
  return ACCOUNTS.find((a) => a.email === wanted)
}
