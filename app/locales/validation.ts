import { defineNamespace } from './catalogues.ts'

/**
 * Field error messages' namespace (decision 018); `app/platform/i18n/validation-text.ts` translates them. A key is the message as the zod schemas of `app/validation`
 * carry it, in the spec's English words, with `{{count}}`, `{{min}}`, `{{max}}` or `{{date}}` where a
 * schema writes a number or a date: `en/validation.json` lists every one, each English entry being
 * its own key. So English needs no catalogue in the page (a message reads as itself: its catalogue
 * here is empty); French and German, keyed by the same English messages, load like every other
 * language's (decision 046).
 */
export const validationNs = defineNamespace('validation', { en: {} })
