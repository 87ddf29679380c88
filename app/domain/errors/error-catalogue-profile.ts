import { defineGroup } from '#app/domain/errors/error-catalogue-types.ts'

/**
 * Server codes of 000 §8, groups Rewards and Profile (ERR-081..ERR-094). Messages are ours; the
 * password ones reuse the validator's quoted wording so client and server say the same thing.
 */

export const REWARD_ERRORS = defineGroup('reward', {
  REW401: { meaning: 'not authenticated', display: 'top' },
  REW130: {
    meaning: 'not a loyalty member',
    display: 'top',
  },
  REW135: {
    meaning: 'loyalty not confirmed',
    display: 'top',
  },
  REW140: {
    meaning: 'insufficient balance',
    display: 'top',
  },
})

export const PROFILE_ERRORS = defineGroup('profile', {
  PLP400: {
    meaning: 'list product not found',
    display: 'top',
  },
  PRO412: { meaning: 'profile update failed', display: 'top' },
  PRO418: { meaning: 'profile update failed', display: 'top' },
  PRO414: {
    meaning: 'billing address delete failed',
    display: 'top',
  },
  PRO415: {
    meaning: 'password change failed',
    display: 'top',
  },
  PRO404: {
    meaning: 'profile not found',
    display: 'top',
  },
  PRO410: {
    meaning: 'invalid age',
    display: 'field',
    field: 'birthDate',
  },
  PRO411: {
    meaning: 'missing birthdate',
    internalId: 'MISSING_BIRTHDATE',
    display: 'field',
    field: 'birthDate',
  },
  FE340: {
    meaning: 'passwords do not match',
    display: 'field',
    field: 'confirmPassword',
  },
  FE872: {
    meaning: 'password too short',
    display: 'field',
    field: 'password',
  },
  CCA400: {
    meaning: 'address exists',
    display: 'top',
  },
  CCA401: {
    meaning: 'invalid address id',
    display: 'top',
  },
  CCN404: {
    meaning: 'unknown customer',
    display: 'top',
  },
  '4044': {
    meaning: 'loyalty member not found',
    display: 'top',
  },
  STR404: {
    meaning: 'employee store not found',
    display: 'top',
  },
  RTN500: {
    meaning: 'return creation error',
    display: 'top',
  },
  ATTR100: { meaning: 'missing request type', display: 'top' },
  ATTR200: { meaning: 'missing organisation', display: 'top' },
  ATTR300: { meaning: 'missing payload', display: 'top' },
  REV410: {
    meaning: 'review too long',
    display: 'field',
    field: 'reviewText',
  },
})
