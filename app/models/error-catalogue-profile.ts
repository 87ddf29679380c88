import { defineGroup } from '#app/models/error-catalogue-types.ts'

/**
 * Server codes of 000 §8, groups Rewards and Profile (ERR-081..ERR-094). Messages are ours; the
 * password ones reuse the validator's quoted wording so client and server say the same thing.
 */

const PROFILE_UPDATE_FAILED = 'We could not update your profile. Please try again.'
const BAD_REQUEST = 'Something went wrong with this request. Please try again later.'

export const REWARD_ERRORS = defineGroup('reward', {
  REW401: { meaning: 'not authenticated', message: 'Please sign in to use your rewards.', display: 'top' },
  REW130: {
    meaning: 'not a loyalty member',
    message: 'Rewards are for loyalty members. Join the loyalty programme to use them.',
    display: 'top',
  },
  REW135: {
    meaning: 'loyalty not confirmed',
    message: 'Please confirm your loyalty membership before using rewards.',
    display: 'top',
  },
  REW140: {
    meaning: 'insufficient balance',
    message: 'You do not have enough points for this reward.',
    display: 'top',
  },
})

export const PROFILE_ERRORS = defineGroup('profile', {
  PLP400: {
    meaning: 'list product not found',
    message: 'We could not find this product in your list. Please refresh the page.',
    display: 'top',
  },
  PRO412: { meaning: 'profile update failed', message: PROFILE_UPDATE_FAILED, display: 'top' },
  PRO418: { meaning: 'profile update failed', message: PROFILE_UPDATE_FAILED, display: 'top' },
  PRO414: {
    meaning: 'billing address delete failed',
    message: 'We could not delete this billing address. Please try again.',
    display: 'top',
  },
  PRO415: {
    meaning: 'password change failed',
    message: 'We could not change your password. Please try again.',
    display: 'top',
  },
  PRO404: {
    meaning: 'profile not found',
    message: 'We could not find your profile. Please sign in again.',
    display: 'top',
  },
  PRO410: {
    meaning: 'invalid age',
    message: 'You do not meet the minimum age to create an account.',
    display: 'field',
    field: 'birthDate',
  },
  PRO411: {
    meaning: 'missing birthdate',
    internalId: 'MISSING_BIRTHDATE',
    message: 'Please enter your date of birth.',
    display: 'field',
    field: 'birthDate',
  },
  FE340: {
    meaning: 'passwords do not match',
    message: 'Passwords do not match.',
    display: 'field',
    field: 'confirmPassword',
  },
  FE872: {
    meaning: 'password too short',
    message: 'Password must contain at least 8 characters',
    display: 'field',
    field: 'password',
  },
  CCA400: {
    meaning: 'address exists',
    message: 'This address is already saved to your account.',
    display: 'top',
  },
  CCA401: {
    meaning: 'invalid address id',
    message: 'We could not find this address. Please refresh the page and try again.',
    display: 'top',
  },
  CCN404: {
    meaning: 'unknown customer',
    message: 'We could not find an account with these details.',
    display: 'top',
  },
  '4044': {
    meaning: 'loyalty member not found',
    message: 'We could not find your loyalty membership.',
    display: 'top',
  },
  STR404: {
    meaning: 'employee store not found',
    message: 'We could not find the store for this employee. Please check the store number.',
    display: 'top',
  },
  RTN500: {
    meaning: 'return creation error',
    message: 'We could not create your return. Please try again later.',
    display: 'top',
  },
  ATTR100: { meaning: 'missing request type', message: BAD_REQUEST, display: 'top' },
  ATTR200: { meaning: 'missing organisation', message: BAD_REQUEST, display: 'top' },
  ATTR300: { meaning: 'missing payload', message: BAD_REQUEST, display: 'top' },
  REV410: {
    meaning: 'review too long',
    message: 'Your review is too long. Please shorten it and try again.',
    display: 'field',
    field: 'reviewText',
  },
})
