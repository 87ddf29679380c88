import {
  accountPasswordPath,
  accountPath,
  employeeTermsPath,
  favoritesPath,
  savedForLaterPath,
} from './paths.ts'
import {
  accountLoyaltyPath,
  accountOrdersPath,
  accountAddressesPath,
  accountPaymentMethodsPath,
  accountProfilePath,
} from './self-service-paths.ts'

/**
 * The account's pages as its navigation lists them, in order: a label key of the identity namespace's
 * `account.nav` and the page's path. A page for employees only says so.
 */
export interface AccountNavItem {
  key: string
  path: (locale: string) => string
  employeeOnly?: boolean
}

export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { key: 'overview', path: accountPath },
  { key: 'profile', path: accountProfilePath },
  { key: 'orders', path: (locale) => accountOrdersPath(locale) },
  { key: 'addresses', path: accountAddressesPath },
  { key: 'paymentMethods', path: accountPaymentMethodsPath },
  { key: 'loyalty', path: accountLoyaltyPath },
  { key: 'favorites', path: favoritesPath },
  { key: 'savedForLater', path: savedForLaterPath },
  { key: 'password', path: accountPasswordPath },
  { key: 'employeeTerms', path: (locale) => employeeTermsPath(locale), employeeOnly: true },
]

/** The navigation a shopper sees: employee-only pages for employees alone. */
export function accountNavFor(employee: boolean): readonly AccountNavItem[] {
  return ACCOUNT_NAV.filter((item) => employee || !item.employeeOnly)
}
