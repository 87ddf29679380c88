/** The account's public surface: the profile as the account pages read it (the loyalty page uses it). */
export { readProfile } from './profile-load.server.ts'
