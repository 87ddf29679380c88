import type { AddressRuleField } from '#app/validation/address.ts'
import { CA_PROVINCES, US_STATES, type Province } from '#app/validation/provinces.ts'

/**
 * Seed of the per-country address rules (PLAT-058 / A16 / VAL-040, decision 047): what the
 * utilities service answers for a country in a language. Postal codes are the countries' real
 * formats, some stricter than the storefront's defaults (a German code never starts with 00), with a
 * label and, outside North America and the UK, a message in the request's language; Canada's
 * provinces are named in French for fr_CA.
 */

export type RuleLanguage = 'en' | 'de' | 'fr'

type Text = Readonly<Record<RuleLanguage, string>>

interface PostalRule {
  pattern: string
  format: string
  maxLength: number
  required?: boolean
  uppercase?: boolean
  /** The service's own message; without one the storefront's (the spec's) message applies. */
  message?: Text
}

const POSTAL_LABEL: Text = { en: 'Postal code', de: 'Postleitzahl', fr: 'Code postal' }
const PROVINCE_LABEL: Text = { en: 'State / province', de: 'Bundesland / Provinz', fr: 'État / province' }

const digits = (count: number, country: Text): Text => ({
  en: `Enter a ${count}-digit postal code for ${country.en}`,
  de: `Geben Sie eine ${count}-stellige Postleitzahl für ${country.de} ein`,
  fr: `Saisissez un code postal à ${count} chiffres pour ${country.fr}`,
})

const POSTAL: Readonly<Record<string, PostalRule>> = {
  US: { pattern: '\\d{5}(?:-?\\d{4})?', format: '99999', maxLength: 10 },
  CA: {
    pattern: '[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d',
    format: 'A9A 9A9',
    maxLength: 7,
    uppercase: true,
  },
  GB: {
    pattern: 'GIR ?0AA|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}',
    format: 'AA9A 9AA',
    maxLength: 8,
    uppercase: true,
  },
  // German codes run from 01001 to 99998: none starts with 00.
  DE: {
    pattern: '0[1-9]\\d{3}|[1-9]\\d{4}',
    format: '99999',
    maxLength: 5,
    message: {
      en: 'A German postal code has five digits and does not start with 00',
      de: 'Eine deutsche Postleitzahl hat fünf Ziffern und beginnt nicht mit 00',
      fr: 'Un code postal allemand comporte cinq chiffres et ne commence pas par 00',
    },
  },
  // French codes: departments 01 to 98 (Corsica's 20, overseas 97 and 98).
  FR: {
    pattern: '(?:0[1-9]|[1-8]\\d|9[0-8])\\d{3}',
    format: '99999',
    maxLength: 5,
    message: {
      en: 'A French postal code has five digits and starts with a department number',
      de: 'Eine französische Postleitzahl hat fünf Ziffern und beginnt mit einer Departementsnummer',
      fr: 'Un code postal français comporte cinq chiffres et commence par un numéro de département',
    },
  },
  IT: {
    pattern: '\\d{5}',
    format: '99999',
    maxLength: 5,
    message: digits(5, { en: 'Italy', de: 'Italien', fr: 'l’Italie' }),
  },
  ES: {
    pattern: '(?:0[1-9]|[1-4]\\d|5[0-2])\\d{3}',
    format: '99999',
    maxLength: 5,
    message: digits(5, { en: 'Spain', de: 'Spanien', fr: 'l’Espagne' }),
  },
  NL: {
    pattern: '[1-9]\\d{3} ?[A-Z]{2}',
    format: '9999 AA',
    maxLength: 7,
    uppercase: true,
    message: {
      en: 'Enter a Dutch postal code, such as 1012 AB',
      de: 'Geben Sie eine niederländische Postleitzahl ein, zum Beispiel 1012 AB',
      fr: 'Saisissez un code postal néerlandais, par exemple 1012 AB',
    },
  },
  AT: {
    pattern: '[1-9]\\d{3}',
    format: '9999',
    maxLength: 4,
    message: digits(4, { en: 'Austria', de: 'Österreich', fr: 'l’Autriche' }),
  },
  CH: {
    pattern: '[1-9]\\d{3}',
    format: '9999',
    maxLength: 4,
    message: digits(4, { en: 'Switzerland', de: 'die Schweiz', fr: 'la Suisse' }),
  },
  // Eircodes are optional: many addresses are delivered without one.
  IE: {
    pattern: '[AC-FHKNPRTV-Y]\\d{2} ?[0-9AC-FHKNPRTV-Y]{4}|D6W ?[0-9AC-FHKNPRTV-Y]{4}',
    format: 'A99 A9A9',
    maxLength: 8,
    required: false,
    uppercase: true,
    message: {
      en: 'Enter an Eircode, such as D02 X285',
      de: 'Geben Sie einen Eircode ein, zum Beispiel D02 X285',
      fr: 'Saisissez un Eircode, par exemple D02 X285',
    },
  },
  AU: {
    pattern: '\\d{4}',
    format: '9999',
    maxLength: 4,
    message: digits(4, { en: 'Australia', de: 'Australien', fr: 'l’Australie' }),
  },
}

/** Canadian provinces and territories as Canada names them in French. */
const CA_PROVINCES_FR: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NT: 'Territoires du Nord-Ouest',
  NS: 'Nouvelle-Écosse',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
}

const AU_STATES: readonly Province[] = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
]

function provincesOf(country: string, language: RuleLanguage): readonly Province[] | undefined {
  if (country === 'US') return US_STATES
  if (country === 'CA')
    return language === 'fr'
      ? CA_PROVINCES.map((p) => ({ code: p.code, name: CA_PROVINCES_FR[p.code] ?? p.name }))
      : CA_PROVINCES
  if (country === 'AU') return AU_STATES
  return undefined
}

/** The countries the seed has rules for. */
export const ADDRESS_RULE_COUNTRIES: readonly string[] = Object.keys(POSTAL)

/** A country's rule fields in a language, or undefined for a country the service does not know. */
export function addressRulesFor(country: string, language: RuleLanguage): AddressRuleField[] | undefined {
  const code = country.toUpperCase()
  const postal = POSTAL[code]
  if (!postal) return undefined
  const fields: AddressRuleField[] = [
    {
      fieldId: 'postalCode',
      label: POSTAL_LABEL[language],
      validation: {
        required: postal.required ?? true,
        maxLength: postal.maxLength,
        pattern: postal.pattern,
        ...(postal.message ? { message: postal.message[language] } : {}),
      },
      format: postal.format,
      ...(postal.uppercase ? { transforms: ['uppercase', 'trim'] } : { transforms: ['trim'] }),
    },
  ]
  const provinces = provincesOf(code, language)
  if (provinces)
    fields.push({
      fieldId: 'province',
      label: PROVINCE_LABEL[language],
      validation: { required: true },
      provinces: [...provinces],
    })
  return fields
}
