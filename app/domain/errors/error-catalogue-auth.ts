import { defineGroup } from '#app/domain/errors/error-catalogue-types.ts'

/**
 * Server codes of 000 §8, groups Authentication and API (ERR-010..ERR-030). The spec shows no wording
 * for these, so each message is ours: what happened and what to do next.
 */

export const AUTH_ERRORS = defineGroup('auth', {
  AUT498: {
    meaning: 'invalid customer',
    internalId: 'INVALID_CUSTOMER',
    display: 'logout',
  },
  AUT401: { meaning: 'invalid credentials', display: 'top' },
  AUT418: { meaning: 'invalid credentials', display: 'top' },
  AUT437: { meaning: 'invalid credentials', display: 'top' },
  AUT438: { meaning: 'invalid credentials', display: 'top' },
  AUT423: {
    meaning: 'user locked',
    display: 'top',
  },
  AUT426: {
    meaning: 'last login attempt',
    display: 'top',
  },
  AUT441: {
    meaning: 'locked account',
    display: 'top',
  },
  // A9: the first listed code takes the base id, the second the "2" variant.
  AUT439: {
    meaning: 'login already in use',
    internalId: 'LOGIN_IN_USE',
    display: 'field',
    field: 'email',
  },
  PRO400: {
    meaning: 'login already in use',
    internalId: 'LOGIN_IN_USE2',
    display: 'field',
    field: 'email',
  },
  AUT444: {
    meaning: 'phone already in use',
    internalId: 'PHONE_NUMBER_ALREADY_IN_USE',
    display: 'field',
    field: 'phone',
  },
  AUT442: {
    meaning: 'phone already in use',
    internalId: 'PHONE_NUMBER_ALREADY_IN_USE2',
    display: 'field',
    field: 'phone',
  },
  AUT402: {
    meaning: 'reset link expired',
    display: 'top',
  },
  AUT403: {
    meaning: 'captcha failed',
    display: 'top',
  },
  AUT409: {
    meaning: 'duplicated token',
    internalId: 'DUPLICATED_TOKEN',
    display: 'top',
  },
  AUT404: {
    meaning: 'cannot authorize',
    display: 'top',
  },
  AUT432: {
    meaning: 'authorization failed',
    display: 'top',
  },
  AUT500: {
    meaning: 'login system error',
    display: 'top',
  },
  AUT450: {
    meaning: 'wrong current password',
    display: 'field',
    field: 'currentPassword',
  },
  AUT451: {
    meaning: 'new password same as previous',
    display: 'field',
    field: 'newPassword',
  },
  AUT452: {
    meaning: 'new password same as previous',
    display: 'field',
    field: 'newPassword',
  },
  // The same words as the email validator, so client and server agree (VAL-002, VAL-057).
  AUT453: {
    meaning: 'invalid email format',
    display: 'field',
    field: 'email',
  },
  AUT440: {
    meaning: 'customer list unknown',
    display: 'top',
  },
})

export const API_ERRORS = defineGroup('api', {
  API400: {
    meaning: 'missing client id',
    display: 'top',
  },
  API404: {
    meaning: 'not found',
    display: 'top',
  },
  API405: {
    meaning: 'method not allowed',
    display: 'top',
  },
  API406: {
    meaning: 'not acceptable',
    display: 'top',
  },
  API415: {
    meaning: 'unsupported media type',
    display: 'top',
  },
  GEN500: {
    meaning: 'general',
    display: 'top',
  },
})
