import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/identity.json' with { type: 'json' }

/** Sign-up, enrolment steps and passwords (decision 005: ships only with these pages). */
export const identityNs = defineNamespace('identity', { en })
