import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/help.json' with { type: 'json' }

/** Contact us, the warranty claim and the gift card balance (decision 005: ships only with these pages). */
export const helpNs = defineNamespace('help', { en })
