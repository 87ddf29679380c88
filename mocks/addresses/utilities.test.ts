import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CountryListSchema,
  COUNTRY_LIST_PATH,
  DEFAULT_ADDRESS_RULES_PATH_PREFIX,
} from '#app/domain/market/country-list.ts'
import { AddressRuleFieldsSchema, DEFAULT_ADDRESS_RULES, mergeAddressRules } from '#app/validation/address.ts'
import { controlHandlers } from '../control.ts'
import { ADDRESS_RULE_COUNTRIES } from './seed/address-rules.ts'
import { COUNTRY_LIST_CODES } from './seed/countries.ts'
import { db, resetState } from '../state.ts'
import { handlers as utilityHandlers } from './utilities.ts'

const BASE = 'http://emulator.test'
const handlers = [...controlHandlers, ...utilityHandlers]

async function get(path: string, locale = 'en_US') {
  const url = new URL(path, BASE)
  url.searchParams.set('locale', locale)
  const response = await getResponse(
    handlers,
    new Request(url, {
      headers: { Accept: 'application/json', 'x-api-key': 'test-key', 'x-correlation-id': 'corr-test' },
    }),
  )
  if (!response) throw new Error(`No handler for ${path}`)
  return { status: response.status, json: (await response.json()) as unknown }
}

beforeEach(() => resetState())

describe(`GET ${COUNTRY_LIST_PATH}`, () => {
  it('PLAT-057 answers the country list items (name, dialCode, code, optional mask), captured in the log', async () => {
    const { status, json } = await get(COUNTRY_LIST_PATH)
    expect(status).toBe(200)
    const list = CountryListSchema.parse(json)
    expect(new Set(list.map((c) => c.code))).toEqual(new Set(COUNTRY_LIST_CODES))
    expect(list).toContainEqual({ name: 'Germany', dialCode: '49', code: 'DE', mask: 'XXX XXXXXXXX' })
    expect(list).toContainEqual({ name: 'United States', dialCode: '1', code: 'US' })
    expect(list.filter((c) => c.code === 'GB').map((c) => c.mask)).toEqual(['XXXX XXXXXX', 'XX XXXX XXXX'])
    expect(db.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${COUNTRY_LIST_PATH}`])
  })

  it('PLAT-057 names the countries in the request language', async () => {
    const list = CountryListSchema.parse((await get(COUNTRY_LIST_PATH, 'de_DE')).json)
    expect(list.find((c) => c.code === 'DE')?.name).toBe('Deutschland')
    const french = CountryListSchema.parse((await get(COUNTRY_LIST_PATH, 'fr_CA')).json)
    expect(french.find((c) => c.code === 'DE')?.name).toBe('Allemagne')
  })
})

describe(`GET ${DEFAULT_ADDRESS_RULES_PATH_PREFIX}{countryCode}`, () => {
  it('PLAT-058 the request path is the configured prefix plus the country code, captured in the log', async () => {
    const { status } = await get(`${DEFAULT_ADDRESS_RULES_PATH_PREFIX}DE`, 'de_DE')
    expect(status).toBe(200)
    expect(db.requests.map((r) => r.path)).toEqual([`${DEFAULT_ADDRESS_RULES_PATH_PREFIX}DE`])
    expect(db.requests[0]!.query.locale).toBe('de_DE')
  })

  it('VAL-040 every seeded country answers rule fields the storefront parses, with its postal pattern', async () => {
    expect(ADDRESS_RULE_COUNTRIES).toEqual(
      expect.arrayContaining(['US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'AT', 'CH', 'IE', 'AU']),
    )
    for (const country of ADDRESS_RULE_COUNTRIES) {
      const fields = AddressRuleFieldsSchema.parse(
        (await get(`${DEFAULT_ADDRESS_RULES_PATH_PREFIX}${country}`)).json,
      )
      const rules = mergeAddressRules(DEFAULT_ADDRESS_RULES, fields)
      expect(rules.postalCode.pattern, country).toBeTruthy()
      expect(rules.postalCode.format, country).toBeTruthy()
    }
  })

  it('VAL-040 German rules in German: a stricter postal code with its message and label', async () => {
    const fields = AddressRuleFieldsSchema.parse(
      (await get(`${DEFAULT_ADDRESS_RULES_PATH_PREFIX}de`, 'de_DE')).json,
    )
    const postal = fields.find((f) => f.fieldId === 'postalCode')!
    expect(postal).toMatchObject({
      label: 'Postleitzahl',
      format: '99999',
      validation: {
        required: true,
        maxLength: 5,
        message: 'Eine deutsche Postleitzahl hat fünf Ziffern und beginnt nicht mit 00',
      },
    })
    const pattern = new RegExp(`^(?:${postal.validation!.pattern!})$`)
    expect(pattern.test('10115')).toBe(true)
    expect(pattern.test('00123')).toBe(false)
  })

  it('VAL-040 province lists for the US and Canada; Canadian names in French for fr_CA', async () => {
    const provinces = async (country: string, locale: string) =>
      AddressRuleFieldsSchema.parse(
        (await get(`${DEFAULT_ADDRESS_RULES_PATH_PREFIX}${country}`, locale)).json,
      ).find((f) => f.fieldId === 'province')?.provinces
    expect(await provinces('US', 'en_US')).toHaveLength(51)
    expect(await provinces('CA', 'en_CA')).toContainEqual({ code: 'QC', name: 'Quebec' })
    expect(await provinces('CA', 'fr_CA')).toContainEqual({ code: 'QC', name: 'Québec' })
    expect(await provinces('CA', 'fr_CA')).toContainEqual({ code: 'BC', name: 'Colombie-Britannique' })
    expect(await provinces('DE', 'de_DE')).toBeUndefined()
  })

  it('PLAT-058 an unknown country is 404 API404 in the spec error body', async () => {
    for (const code of ['ZZ', 'XYZ']) {
      const { status, json } = await get(`${DEFAULT_ADDRESS_RULES_PATH_PREFIX}${code}`)
      expect(status).toBe(404)
      expect(json).toMatchObject({ errorDetails: [{ errorId: 'API404' }], correlationId: 'corr-test' })
    }
  })
})
