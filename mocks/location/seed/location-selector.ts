import type { LocationSelectorPageInput } from '#app/domain/market/location.ts'

type Names = Record<'en' | 'fr' | 'de', string>

/** A region or country name in the languages the emulator answers in (English for any other). */
interface SeedCountry {
  code: string
  name: Names
  languages: { locale: string; label: string }[]
}

/**
 * The location selector's page (PLAT-022): regions → countries → languages, each language with the
 * locale it leads to and its label in that language. Austria and Switzerland (German) are listed by the
 * service but not served by this shop: the storefront leaves them out.
 */
const REGIONS: { id: string; name: Names; countries: SeedCountry[] }[] = [
  {
    id: 'north-america',
    name: { en: 'North America', fr: 'Amérique du Nord', de: 'Nordamerika' },
    countries: [
      {
        code: 'US',
        name: { en: 'United States', fr: 'États-Unis', de: 'Vereinigte Staaten' },
        languages: [{ locale: 'en-us', label: 'English' }],
      },
      {
        code: 'CA',
        name: { en: 'Canada', fr: 'Canada', de: 'Kanada' },
        languages: [
          { locale: 'en-ca', label: 'English' },
          { locale: 'fr-ca', label: 'Français' },
        ],
      },
    ],
  },
  {
    id: 'europe',
    name: { en: 'Europe', fr: 'Europe', de: 'Europa' },
    countries: [
      {
        code: 'AT',
        name: { en: 'Austria', fr: 'Autriche', de: 'Österreich' },
        languages: [{ locale: 'de-at', label: 'Deutsch' }],
      },
      {
        code: 'FR',
        name: { en: 'France', fr: 'France', de: 'Frankreich' },
        languages: [{ locale: 'fr-fr', label: 'Français' }],
      },
      {
        code: 'DE',
        name: { en: 'Germany', fr: 'Allemagne', de: 'Deutschland' },
        languages: [{ locale: 'de-de', label: 'Deutsch' }],
      },
      {
        code: 'CH',
        name: { en: 'Switzerland', fr: 'Suisse', de: 'Schweiz' },
        languages: [{ locale: 'de-ch', label: 'Deutsch' }],
      },
      {
        code: 'GB',
        name: { en: 'United Kingdom', fr: 'Royaume-Uni', de: 'Vereinigtes Königreich' },
        languages: [{ locale: 'en-gb', label: 'English' }],
      },
    ],
  },
]

const TITLES: Names = { en: 'Choose your location', fr: 'Choisissez votre pays', de: 'Land auswählen' }

/** The page in `language` (`en`, `fr`, `de`; anything else reads in English). */
export function locationSelectorPage(language: string): LocationSelectorPageInput {
  const lang: keyof Names = language === 'fr' || language === 'de' ? language : 'en'
  return {
    title: TITLES[lang],
    regions: REGIONS.map((region) => ({
      id: region.id,
      name: region.name[lang],
      countries: region.countries.map((country) => ({
        code: country.code,
        name: country.name[lang],
        languages: country.languages,
      })),
    })),
  }
}
