/** The addresses' public surface: the address form's rules for a country (account and checkout). */
export { addressRulesFor, addressRulesView } from './address-rules.server.ts'
