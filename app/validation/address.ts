import { z } from 'zod'
import { POSTAL_CODE_PATTERNS } from '#app/domain/market/postal-codes.ts'
import { hasProvince, type PostalAddress } from '#app/domain/market/address-format.ts'
import type { Region } from '#app/domain/market/site.ts'
import { optionalPhoneField, phoneField } from '#app/validation/phone.ts'
import { defaultProvinces, type Province } from '#app/validation/provinces.ts'
import {
  maxLength,
  MESSAGES,
  minLength,
  NAME_PATTERN,
  optionalString,
  requiredString,
  validEmail,
} from '#app/validation/validators.ts'

/**
 * Address rules (000 §5, VAL-038..VAL-041): the defaults, the server's per-country rule fields that
 * override them, and the zod form schema built from the merged rules (the server validates with it).
 */

export type { Province } from '#app/validation/provinces.ts'

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'postalCode',
  'province',
  'country',
  'phone',
  'email',
] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

export const POSTAL_CODE_MESSAGE = 'Enter a valid postal code'
export const PROVINCE_MESSAGE = 'Select a state or province from the list'

export interface AddressRule {
  required: boolean
  minLength?: number
  maxLength?: number
  /** A regular expression source that must match the whole value. */
  pattern?: string
  /** A display mask from the server (e.g. for the postal code, VAL-037); not enforced, shown as a hint. */
  format?: string
  /** The server's message, in the request's language, for a value its pattern refuses (decision 047). */
  message?: string
  /** Rewrites applied before the checks; 'uppercase', 'lowercase' and 'trim' are understood. */
  transforms?: readonly string[]
  provinces?: readonly Province[]
}

export type AddressRules = Readonly<Record<AddressField, AddressRule>>

/** VAL-038 / VAL-039 (CONST-005, CONST-006). Names carry the name character set as their pattern. */
export const DEFAULT_ADDRESS_RULES: AddressRules = {
  firstName: { required: true, minLength: 2, maxLength: 30, pattern: NAME_PATTERN.source.slice(1, -1) },
  lastName: { required: true, minLength: 2, maxLength: 30, pattern: NAME_PATTERN.source.slice(1, -1) },
  addressLine1: { required: true, maxLength: 30 },
  addressLine2: { required: false, maxLength: 30 },
  city: { required: true, maxLength: 30 },
  postalCode: { required: true },
  province: { required: false },
  country: { required: true },
  phone: { required: true },
  email: { required: true },
}

/** The defaults for a site country: postal code pattern, and a required province list for US and CA. */
export function siteAddressRules(country: string): AddressRules {
  const code = country.toUpperCase()
  const provinces = defaultProvinces(code)
  const pattern = POSTAL_CODE_PATTERNS[code]
  return {
    ...DEFAULT_ADDRESS_RULES,
    postalCode: {
      ...DEFAULT_ADDRESS_RULES.postalCode,
      ...(pattern && { pattern, transforms: ['uppercase'] }),
    },
    province: provinces.length ? { required: true, provinces } : DEFAULT_ADDRESS_RULES.province,
  }
}

// ---- Server-provided rules (VAL-040, VAL-041; the PLAT-058 per-country resource) ----

const optionalCount = z.coerce.number().int().nonnegative().nullish()

export const ProvinceSchema = z.object({ code: z.string().min(1), name: z.string().min(1) })

export const AddressRuleFieldSchema = z.looseObject({
  fieldId: z.string().min(1),
  validation: z
    .looseObject({
      required: z.boolean().nullish(),
      minLength: optionalCount,
      maxLength: optionalCount,
      pattern: z.string().nullish(),
      message: z.string().nullish(),
    })
    .nullish(),
  format: z.string().nullish(),
  transforms: z.array(z.string()).nullish(),
  provinces: z.array(ProvinceSchema).nullish(),
})
export type AddressRuleField = z.infer<typeof AddressRuleFieldSchema>

export const AddressRuleFieldsSchema = z.array(AddressRuleFieldSchema)

const isAddressField = (id: string): id is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(id)

/** VAL-041: the parts of a rule a server field sets; what it leaves out (or sends as null) stays unset. */
export function toAddressRule(field: AddressRuleField): Partial<AddressRule> {
  const rule: Partial<AddressRule> = {}
  const validation = field.validation
  if (validation?.required != null) rule.required = validation.required
  if (validation?.minLength != null) rule.minLength = validation.minLength
  if (validation?.maxLength != null) rule.maxLength = validation.maxLength
  if (validation?.pattern) rule.pattern = validation.pattern
  if (validation?.message) rule.message = validation.message
  if (field.format) rule.format = field.format
  if (field.transforms) rule.transforms = field.transforms
  if (field.provinces) rule.provinces = field.provinces
  return rule
}

/**
 * VAL-040: server rules win per field. Within a field, each property the server sets replaces the
 * default and the ones it leaves out keep the default. Fields we do not render are ignored.
 */
export function mergeAddressRules(
  defaults: AddressRules,
  serverRules: readonly AddressRuleField[],
): AddressRules {
  const merged: Record<AddressField, AddressRule> = { ...defaults }
  for (const field of serverRules) {
    if (isAddressField(field.fieldId))
      merged[field.fieldId] = { ...merged[field.fieldId], ...toAddressRule(field) }
  }
  return merged
}

// ---- The form schema ----

const PATTERN_MESSAGES: Partial<Record<AddressField, string>> = {
  firstName: MESSAGES.name,
  lastName: MESSAGES.name,
  postalCode: POSTAL_CODE_MESSAGE,
}

/** A whole-value RegExp from a pattern source; a pattern that does not compile is dropped, not fatal. */
function wholeMatch(source: string): RegExp | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(`^(?:${source})$`, flags)
    } catch {
      // A server pattern may be valid only without the unicode flag; try once more, then give up.
    }
  }
  return undefined
}

function applyTransforms(value: string, transforms: readonly string[] = []): string {
  return transforms.reduce((text, transform) => {
    const name = transform.toLowerCase()
    if (name === 'uppercase') return text.toUpperCase()
    if (name === 'lowercase') return text.toLowerCase()
    if (name === 'trim') return text.trim()
    return text
  }, value)
}

function ruleChecks(name: AddressField, rule: AddressRule): z.core.$ZodCheck<string>[] {
  const checks: z.core.$ZodCheck<string>[] = []
  if (rule.minLength) checks.push(minLength(rule.minLength))
  if (rule.maxLength) checks.push(maxLength(rule.maxLength))
  const pattern = rule.pattern ? wholeMatch(rule.pattern) : undefined
  if (pattern) checks.push(z.regex(pattern, rule.message ?? PATTERN_MESSAGES[name] ?? MESSAGES.pattern))
  if (rule.provinces?.length) {
    const codes = new Set(rule.provinces.map((p) => p.code))
    checks.push(z.refine<string>((value) => codes.has(value), PROVINCE_MESSAGE))
  }
  if (name === 'email') checks.push(validEmail())
  return checks
}

/**
 * One address field from its rule (also used by sign-up's postal code, VAL-037). A field the spec
 * normally requires parses an empty input as '' when the server makes it optional.
 */
export function addressFieldSchema(name: AddressField, rule: AddressRule): z.ZodType<string> {
  return optionalTextField(name, rule).transform((value) => value ?? '')
}

/** A field the spec makes optional (addressLine2, province): empty parses as undefined. */
function optionalTextField(name: AddressField, rule: AddressRule): z.ZodType<string | undefined> {
  const overwrite = (value: string) => applyTransforms(value, rule.transforms)
  if (rule.required)
    return requiredString()
      .overwrite(overwrite)
      .check(...ruleChecks(name, rule))
  return optionalString()
    .overwrite(overwrite)
    .check(...ruleChecks(name, rule))
    .optional()
}

/** A postal address as the form posts it: a named person, a phone and an email besides the place. */
export interface AddressFormValues extends PostalAddress {
  firstName: string
  lastName: string
  /** International form, +dial code and national digits (VAL-026); '' when optional and left empty. */
  phone: string
  email: string
}

/**
 * The address form schema for a country's merged rules (VAL-038..VAL-040). `country` and `region`
 * pick the phone rules (VAL-020, VAL-021): the number is read as that country writes it, and goes
 * upstream in international form (VAL-026). The field names are the API's.
 */
export function addressSchema(
  rules: AddressRules,
  { country, region }: { country: string; region: Region | 'OTHER' },
) {
  const phoneRules = { region, country }
  const phone: z.ZodType<string> = rules.phone.required
    ? phoneField(phoneRules, 'international')
    : optionalPhoneField(phoneRules, 'international').transform((value) => value ?? '')
  return z.object({
    firstName: addressFieldSchema('firstName', rules.firstName),
    lastName: addressFieldSchema('lastName', rules.lastName),
    addressLine1: addressFieldSchema('addressLine1', rules.addressLine1),
    addressLine2: optionalTextField('addressLine2', rules.addressLine2),
    city: addressFieldSchema('city', rules.city),
    postalCode: addressFieldSchema('postalCode', rules.postalCode),
    province: asksProvince(rules, country)
      ? optionalTextField('province', rules.province)
      : z
          .string()
          .optional()
          .transform((): string | undefined => undefined),
    country: addressFieldSchema('country', rules.country),
    phone,
    email: addressFieldSchema('email', rules.email),
  }) satisfies z.ZodType<AddressFormValues>
}

/**
 * Whether an address form of this country asks for a state or province: where the country has one
 * (`hasProvince`), or the rules give a list or require it. Elsewhere the field is neither shown nor
 * read.
 */
export function asksProvince(rules: AddressRules, country: string): boolean {
  return hasProvince(country) || rules.province.required || Boolean(rules.province.provinces?.length)
}

/** Province options for a select, from the rules (server list or default), empty when free text. */
export function provinceOptions(rules: AddressRules): { value: string; label: string }[] {
  return (rules.province.provinces ?? []).map((p) => ({ value: p.code, label: p.name }))
}
