/**
 * The newsletter form's post (FORM-001..FORM-009), one name for the action that dispatches it, the
 * schema that checks it and the forms that send it. No imports: this module reaches the browser.
 */
export const NEWSLETTER_INTENTS = { subscribe: 'subscribe-newsletter' } as const
