import { describe, expect, it } from 'vitest'
// The server's translator, with every language's catalogues: the form is rendered as the server renders it.
import '#app/i18next.server.ts'
import { formFieldName, signUpConfigFor } from '#app/domain/identity/sign-up-config.ts'
import {
  PASSWORD_CHECKLIST_LEAD,
  PASSWORD_MESSAGES,
  passwordChecklist,
} from '#app/validation/password-rules.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { SignUpForm, type SignUpFormView } from './sign-up-form.tsx'
import { signUpPath } from '#app/domain/paths/paths.ts'

const HONEYPOT = {
  nameFieldName: 'name__confirm',
  validFromFieldName: 'from__confirm',
  encryptedValidFrom: 'v1.x',
}

function viewFor(locale: string): SignUpFormView {
  const config = signUpConfigFor(locale)
  return {
    fieldOrder: config.fieldOrder,
    required: {
      birthDate: config.birthDateRequired,
      phone: config.phoneRequired,
      gender: config.genderRequired,
      postalCode: config.postalCodeRequired,
    },
    terms: config.terms,
    requiredTerms: config.requiredTerms,
    smsOptIn: config.smsOptIn,
    region: config.region,
    country: config.country,
    phoneMask: '(XXX) XXX - XXXX',
    phoneCodes: [{ value: config.country, label: `${config.country} (+1)` }],
    phoneCode: config.country,
    naPhoneCodes: ['US', 'CA'],
    postalCodeMask: config.postalCodeMask,
    birthDate: { min: '1900-01-01', max: '2009-06-15' },
    minimalAge: 16,
  }
}

function render(locale: string, props: Partial<Parameters<typeof SignUpForm>[0]> = {}, language?: string) {
  return renderWithProviders(
    <SignUpForm view={viewFor(locale)} honeypot={HONEYPOT} locale={locale} {...props} />,
    { path: signUpPath(locale), language },
  ).replaceAll('<!-- -->', '')
}

/** The order in which the named inputs first appear in the HTML. */
function fieldOrderIn(html: string, names: string[]) {
  return [...names].sort((a, b) => html.indexOf(`name="${a}"`) - html.indexOf(`name="${b}"`))
}

describe('SignUpForm', () => {
  it('AUTH-019 renders the fields in the site order', () => {
    for (const locale of ['en-us', 'en-gb', 'de-de']) {
      const names = signUpConfigFor(locale).fieldOrder.map(formFieldName)
      expect(fieldOrderIn(render(locale), names), locale).toEqual(names)
    }
  })

  it('VAL-018 the password checklist reads in the page’s language: the spec’s words in English, translated in French and German', () => {
    const rules = (html: string) =>
      [...html.matchAll(/<li[^>]*data-met="false"[^>]*><span aria-hidden="true">○ <\/span>([^<]*)</g)].map(
        (match) => match[1],
      )
    const english = render('en-us')
    expect(english).toContain(`<p>${PASSWORD_CHECKLIST_LEAD}</p>`)
    expect(rules(english)).toEqual(passwordChecklist('').map((item) => item.label))
    const translated = [
      [
        'de-de',
        'Das Passwort muss Folgendes enthalten',
        [
          'mindestens 8 Zeichen',
          'mindestens einen Großbuchstaben',
          'mindestens einen Kleinbuchstaben',
          'mindestens eine Ziffer',
        ],
      ],
      [
        'fr-fr',
        'Le mot de passe doit contenir',
        [
          'au moins 8 caractères',
          'au moins une lettre majuscule',
          'au moins une lettre minuscule',
          'au moins un chiffre',
        ],
      ],
    ] as const
    for (const [locale, lead, items] of translated) {
      const html = render(locale, {}, locale.slice(0, 2))
      expect(html, locale).toContain(`<p>${lead}</p>`)
      expect(rules(html), locale).toEqual(items)
      expect(html, locale).not.toContain(PASSWORD_CHECKLIST_LEAD)
    }
  })

  it('AUTH-020 VAL-018 shows the checklist, the consent boxes and the SMS opt-in with its terms', () => {
    const html = render('en-us')
    expect(html).toContain('Password must contain')
    for (const text of [
      'at least 8 characters',
      PASSWORD_MESSAGES.upperCase,
      PASSWORD_MESSAGES.lowerCase,
      PASSWORD_MESSAGES.number,
    ]) {
      expect(html).toMatch(new RegExp(`<li[^>]*data-met="false"[^>]*>.*${text}.*\\(not met yet\\)`))
    }
    for (const name of ['newsletter', 'policy', 'brandTerms', 'loyaltyTerms', 'optInAccepted']) {
      expect(html).toMatch(
        new RegExp(
          `<input[^>]*type="checkbox"[^>]*name="${name}"|<input[^>]*name="${name}"[^>]*type="checkbox"`,
        ),
      )
    }
    expect(html).toContain('you accept the SMS terms')
    expect(html).toMatch(/name="name__confirm"/)
    expect(html).toMatch(/<input[^>]*type="date"[^>]*min="1900-01-01"[^>]*max="2009-06-15"/)
    // fr-fr offers no loyalty terms.
    expect(render('fr-fr')).not.toContain('name="loyaltyTerms"')
  })

  it('ERR-127 a server error on the email field is rendered next to it and described by it', () => {
    const html = render('en-us', {
      lastResult: {
        status: 'error',
        initialValue: { email: 'shopper@example.com', firstName: 'Sam' },
        error: { email: ['An account with this email already exists. Please sign in instead.'] },
      },
    })
    const input = html.match(/<input[^>]*name="email"[^>]*>/)?.[0] ?? ''
    expect(input).toContain('aria-invalid="true"')
    expect(input).toContain('aria-describedby="sign-up-email-error"')
    expect(input).toContain('value="shopper@example.com"')
    expect(html).toMatch(/<ul id="sign-up-email-error"[^>]*><li>An account with this email already exists/)
  })
})
