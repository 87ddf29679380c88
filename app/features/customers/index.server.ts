/**
 * The customer record (the consumer API): profile, server time, sign-up, lookup and the profile's
 * settings. Identity, account, addresses, enrolment, events, help, newsletter, payments and
 * personalisation all read or write it, so it sits below them.
 */
export {
  changeEmail,
  createProfile,
  createSmsSubscription,
  getConsumerIdentity,
  getSmsSubscription,
  requestUserData,
  updateNotificationSettings,
  updateSmsSubscription,
} from './api/consumer-profile.server.ts'
export {
  acceptEmployeeTerms,
  enrolInLoyalty,
  getProfile,
  getServerTime,
  lookupConsumer,
  signUp,
  type SignUpBody,
  updateProfile,
} from './api/consumers.server.ts'
export { profileOfRequest } from './profile-of-request.server.ts'
