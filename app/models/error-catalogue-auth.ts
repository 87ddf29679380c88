import { defineGroup } from '#app/models/error-catalogue-types.ts'

/**
 * Server codes of 000 §8, groups Authentication and API (ERR-010..ERR-030). The spec shows no wording
 * for these, so each message is ours: what happened and what to do next.
 */

const INVALID_CREDENTIALS = 'The email or password is incorrect. Please try again.'
const LOGIN_IN_USE = 'An account with this email already exists. Please sign in instead.'
const PHONE_IN_USE = 'This phone number is already linked to another account. Please use a different number.'
const SAME_AS_PREVIOUS = 'Your new password must be different from your previous passwords.'

export const AUTH_ERRORS = defineGroup('auth', {
  AUT498: {
    meaning: 'invalid customer',
    internalId: 'INVALID_CUSTOMER',
    message: 'Your session has expired. Please sign in again.',
    display: 'logout',
  },
  AUT401: { meaning: 'invalid credentials', message: INVALID_CREDENTIALS, display: 'top' },
  AUT418: { meaning: 'invalid credentials', message: INVALID_CREDENTIALS, display: 'top' },
  AUT437: { meaning: 'invalid credentials', message: INVALID_CREDENTIALS, display: 'top' },
  AUT438: { meaning: 'invalid credentials', message: INVALID_CREDENTIALS, display: 'top' },
  AUT423: {
    meaning: 'user locked',
    message:
      'Your account is locked after too many sign-in attempts. Please reset your password or try again later.',
    display: 'top',
  },
  AUT426: {
    meaning: 'last login attempt',
    message: 'The email or password is incorrect. You have one attempt left before your account is locked.',
    display: 'top',
  },
  AUT441: {
    meaning: 'locked account',
    message: 'Your account is locked. Please reset your password or contact customer service.',
    display: 'top',
  },
  // A9: the first listed code takes the base id, the second the "2" variant.
  AUT439: {
    meaning: 'login already in use',
    internalId: 'LOGIN_IN_USE',
    message: LOGIN_IN_USE,
    display: 'field',
    field: 'email',
  },
  PRO400: {
    meaning: 'login already in use',
    internalId: 'LOGIN_IN_USE2',
    message: LOGIN_IN_USE,
    display: 'field',
    field: 'email',
  },
  AUT444: {
    meaning: 'phone already in use',
    internalId: 'PHONE_NUMBER_ALREADY_IN_USE',
    message: PHONE_IN_USE,
    display: 'field',
    field: 'phone',
  },
  AUT442: {
    meaning: 'phone already in use',
    internalId: 'PHONE_NUMBER_ALREADY_IN_USE2',
    message: PHONE_IN_USE,
    display: 'field',
    field: 'phone',
  },
  AUT402: {
    meaning: 'reset link expired',
    message: 'This password reset link has expired. Please request a new one.',
    display: 'top',
  },
  AUT403: {
    meaning: 'captcha failed',
    message: 'We could not verify that you are not a robot. Please try again.',
    display: 'top',
  },
  AUT409: {
    meaning: 'duplicated token',
    internalId: 'DUPLICATED_TOKEN',
    message: 'We could not start your session. Please try again.',
    display: 'top',
  },
  AUT404: {
    meaning: 'cannot authorize',
    message: 'We could not sign you in right now. Please try again later.',
    display: 'top',
  },
  AUT432: {
    meaning: 'authorization failed',
    message: 'Sign-in failed. Please check your details and try again.',
    display: 'top',
  },
  AUT500: {
    meaning: 'login system error',
    message: 'Sign-in is temporarily unavailable. Please try again later.',
    display: 'top',
  },
  AUT450: {
    meaning: 'wrong current password',
    message: 'The current password is incorrect.',
    display: 'field',
    field: 'currentPassword',
  },
  AUT451: {
    meaning: 'new password same as previous',
    message: SAME_AS_PREVIOUS,
    display: 'field',
    field: 'newPassword',
  },
  AUT452: {
    meaning: 'new password same as previous',
    message: SAME_AS_PREVIOUS,
    display: 'field',
    field: 'newPassword',
  },
  // The same words as the email validator, so client and server agree (VAL-002, VAL-057).
  AUT453: {
    meaning: 'invalid email format',
    message: 'Email is not valid',
    display: 'field',
    field: 'email',
  },
  AUT440: {
    meaning: 'customer list unknown',
    message: 'We could not find your account settings. Please try again later or contact customer service.',
    display: 'top',
  },
})

export const API_ERRORS = defineGroup('api', {
  API400: {
    meaning: 'missing client id',
    message: 'Something went wrong with this request. Please refresh the page and try again.',
    display: 'top',
  },
  API404: {
    meaning: 'not found',
    message: 'We could not find what you were looking for. Please check the link or go back.',
    display: 'top',
  },
  API405: {
    meaning: 'method not allowed',
    message: 'This action is not allowed here. Please refresh the page and try again.',
    display: 'top',
  },
  API406: {
    meaning: 'not acceptable',
    message: 'We could not answer this request. Please refresh the page and try again.',
    display: 'top',
  },
  API415: {
    meaning: 'unsupported media type',
    message: 'This request was sent in a format we do not support. Please refresh the page and try again.',
    display: 'top',
  },
  GEN500: {
    meaning: 'general',
    message: 'Something went wrong on our side. Please try again later.',
    display: 'top',
  },
})
