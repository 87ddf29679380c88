/**
 * The market's address and phone rules, from the utilities service (VAL-040, PLAT-057, PLAT-058): the
 * address form's fields per country and the phone countries. The address book, sign-up, the profile,
 * enrolment and checkout all read them, so they sit below those capabilities. A feature imports them
 * from here only (lint keeps it).
 */
export { addressRulesFor, addressRulesView, phoneCountries } from './address-rules.server.ts'
