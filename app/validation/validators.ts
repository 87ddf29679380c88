import { z } from 'zod'

/**
 * The generic validators of 000 §5 (VAL-001..VAL-011) as zod building blocks. Field builders return
 * schemas; check builders (`maxLength(30)`, `validName()`…) go into `.check()`. Every message is the
 * spec's where it quotes one. Conform turns an empty input into `undefined`, so a required field gives
 * 'This field is required' for a missing value as well as for a blank one.
 */

export const MESSAGES = {
  required: 'This field is required',
  email: 'Email is not valid',
  name: 'Name is not valid.',
  maxLength: (n: number) => `Value must not be longer than ${n} characters`,
  // A12: the spec quotes only 'at least N characters'; the sentence around it is ours.
  minLength: (n: number) => `Value must be at least ${n} characters`,
  exactLength: (n: number) => `Value must be exactly ${n} characters`,
  number: 'Enter a number',
  minNumber: (n: number) => `Value must be at least ${n}`,
  maxNumber: (n: number) => `Value must not be more than ${n}`,
  date: 'Enter a valid date (YYYY-MM-DD)',
  minDate: (date: string) => `Date must not be earlier than ${date}`,
  maxDate: (date: string) => `Date must not be later than ${date}`,
  pattern: 'Value is not valid',
  sameAs: 'Values do not match',
} as const

/** Local part, @, then a domain with at least one dot (VAL-002). No character class needs escaping in HTML. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
/** Letters in any script with their accents, spaces, comma, period, apostrophes and hyphen (VAL-009). */
export const NAME_PATTERN = /^[\p{L}\p{M}\s,.'’-]+$/u
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** True for a YYYY-MM-DD string naming a real calendar day (VAL-008: 2023-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A Date as YYYY-MM-DD (UTC), the form date inputs post and date bounds compare in. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

const asIsoDate = (date: string | Date) => (typeof date === 'string' ? date : isoDate(date))

// ---- Check builders: use inside `.check()` ----

export const maxLength = (n: number) => z.maxLength(n, MESSAGES.maxLength(n))
export const minLength = (n: number) => z.minLength(n, MESSAGES.minLength(n))
export const exactLength = (n: number) => z.length(n, MESSAGES.exactLength(n))
export const matches = (pattern: RegExp, message: string = MESSAGES.pattern) => z.regex(pattern, message)
export const validEmail = () => z.regex(EMAIL_PATTERN, MESSAGES.email)
export const validName = () => z.regex(NAME_PATTERN, MESSAGES.name)
export const validDate = () => z.refine<string>(isCalendarDate, { message: MESSAGES.date, abort: true })
/** ISO dates compare correctly as strings, so the bounds need no parsing. */
export const minDate = (min: string | Date, message = MESSAGES.minDate(asIsoDate(min))) =>
  z.refine<string>((value) => value >= asIsoDate(min), message)
export const maxDate = (max: string | Date, message = MESSAGES.maxDate(asIsoDate(max))) =>
  z.refine<string>((value) => value <= asIsoDate(max), message)

// ---- Field builders ----

interface StringOptions {
  /** Defaults to 'This field is required'. */
  message?: string
  /** Trim the value before the other checks (default true; passwords pass false). */
  trim?: boolean
}

/** VAL-001: a required string; undefined, '' and whitespace-only all fail with the required message. */
export function requiredString({ message = MESSAGES.required, trim = true }: StringOptions = {}) {
  const base = z.string({ error: message })
  return (trim ? base.trim() : base).refine((value) => value.trim() !== '', { message, abort: true })
}

/** An optional string: Conform posts an empty input as undefined, which passes. */
export function optionalString({ trim = true }: Pick<StringOptions, 'trim'> = {}) {
  return trim ? z.string().trim() : z.string()
}

/** VAL-002: a required, well-formed email address, at most `max` characters when given. */
export function emailField({ max, message }: { max?: number; message?: string } = {}) {
  const field = requiredString({ message })
  return max === undefined ? field.check(validEmail()) : field.check(maxLength(max), validEmail())
}

/** VAL-009 with VAL-004/005: a required name of `min`..`max` characters in the name character set. */
export function nameField({ min = 2, max = 30 }: { min?: number; max?: number } = {}) {
  return requiredString().check(minLength(min), maxLength(max), validName())
}

/** VAL-006: a required number within optional bounds; Conform coerces the posted text. */
export function numberField({
  min,
  max,
  message = MESSAGES.required,
}: { min?: number; max?: number; message?: string } = {}) {
  let field = z.number({ error: (issue) => (issue.input === undefined ? message : MESSAGES.number) })
  if (min !== undefined) field = field.min(min, MESSAGES.minNumber(min))
  if (max !== undefined) field = field.max(max, MESSAGES.maxNumber(max))
  return field
}

interface DateOptions {
  min?: string | Date
  max?: string | Date
  /** The required message. */
  message?: string
  minMessage?: string
  maxMessage?: string
}

/** VAL-007/VAL-008: a required YYYY-MM-DD calendar date within optional bounds. */
export function dateField({ min, max, message, minMessage, maxMessage }: DateOptions = {}) {
  let field = requiredString({ message }).check(validDate())
  if (min !== undefined) field = field.check(minDate(min, minMessage))
  if (max !== undefined) field = field.check(maxDate(max, maxMessage))
  return field
}

/** The same calendar day `years` earlier (UTC); 29 February falls back to the 28th. */
export function yearsBefore(date: Date, years: number): Date {
  const year = date.getUTCFullYear() - years
  const shifted = new Date(Date.UTC(year, date.getUTCMonth(), date.getUTCDate()))
  return shifted.getUTCMonth() === date.getUTCMonth()
    ? shifted
    : new Date(Date.UTC(year, date.getUTCMonth() + 1, 0))
}

const isPresent = (value: unknown) => value !== undefined && value !== null && value !== ''
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * VAL-011: an object-level check that `field` equals `other`, reported on `field`. Use as
 * `z.object({…}).check(sameAs('confirmPassword', 'password'))`. It runs even when other fields
 * failed, so the mismatch shows with their errors, and waits until both fields are filled in.
 */
export function sameAs<T extends Record<string, unknown>>(
  field: keyof T & string,
  other: keyof T & string,
  message: string = MESSAGES.sameAs,
): z.core.$ZodCheck<T> {
  return z.refine<T>((value) => value[field] === value[other], {
    message,
    path: [field],
    when: ({ value }) => isRecord(value) && isPresent(value[field]) && isPresent(value[other]),
  })
}
