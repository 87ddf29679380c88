import type { TFunction } from 'i18next'
import { data } from 'react-router'
import { validationText } from '#app/i18next.server.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'

/**
 * Answers a refused post from a form without Conform with the shared shape (decision 020):
 * `{ reply }` and a 4xx status (400 for bad input; an upstream 4xx keeps its own; 502 otherwise).
 */
export function refuse<Field extends string>(reply: FormReply<Field>, status = 400) {
  return data({ reply }, { status: status >= 400 && status < 500 ? status : 502 })
}

/**
 * The reply for a form the schema refused: each field's first message, translated through the
 * validation namespace, and what was typed for the fields in `keep`.
 */
export function invalidReply<Field extends string>(
  t: TFunction,
  form: FormData,
  fieldErrors: Record<string, string[] | null | undefined> | null | undefined,
  { intent, target, keep = [] }: { intent: string; target?: string; keep?: readonly Field[] },
): FormReply<Field> {
  const errors: Partial<Record<Field | 'form', string>> = {}
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages?.[0]
    if (!message) continue
    // Conform keys the form's own errors with ''; a refused intent or target is the form's too.
    const field = (name === '' || name === 'intent' ? 'form' : name) as Field | 'form'
    errors[field] ??= validationText(t, message)
  }
  const values: Partial<Record<Field, string>> = {}
  for (const name of keep) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value
  }
  return { intent, ...(target === undefined ? {} : { target }), errors, values }
}
