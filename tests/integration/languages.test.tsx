import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FieldErrors } from '#app/components/form-field.tsx'
import { I18nTestProvider } from '#tests/helpers/i18n.tsx'
import { action as signInAction, loader as signInLoader } from '#app/routes/sign-in.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

type LoaderData = {
  title: string
  honeypot: { nameFieldName: string; validFromFieldName?: string; encryptedValidFrom: string }
}
type FormResult = { result: { error?: Record<string, string[] | null> } }

/** The sign-in page of a locale, then a post of its form with the email left empty. */
async function blankSignIn(locale: string) {
  const jar = new CookieJar()
  const page = await runRoute<LoaderData>(signInLoader, get(`/${locale}/sign-in`, jar), { locale })
  jar.store(page.cookies)
  const { honeypot } = page.data!
  const form = {
    intent: 'sign-in',
    email: '',
    password: 'Passw0rd!',
    [honeypot.nameFieldName]: '',
    [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
  }
  const result = await runRoute<FormResult>(signInAction, post(`/${locale}/sign-in`, form, jar), { locale })
  return { page, result }
}

/** The field's errors as the page renders them, in `language`. */
function renderedErrors(errors: string[], language: string) {
  const field = { errors, errorId: 'email-error' } as unknown as Parameters<typeof FieldErrors>[0]['field']
  return renderToString(
    <I18nTestProvider language={language}>
      <FieldErrors field={field} />
    </I18nTestProvider>,
  )
}

describe('issue 17 §1 French and German pages from the server', () => {
  it('a de-de page gets its German title from the loader, and a bad post a German message at the field', async () => {
    const { page, result } = await blankSignIn('de-de')
    expect(page.data?.title).toBe('Anmelden | Trailhead Outfitters')
    expect(result.status).toBe(400)
    // The schema's message travels as its catalogue key (decision 018); the page shows it in German.
    const errors = result.data?.result.error?.email ?? []
    expect(errors).toEqual(['This field is required'])
    expect(renderedErrors(errors, 'de')).toContain('Dieses Feld ist ein Pflichtfeld')
  })

  it('fr-ca and fr-fr share the French catalogues; en pages stay English', async () => {
    for (const locale of ['fr-ca', 'fr-fr']) {
      const { page, result } = await blankSignIn(locale)
      expect(page.data?.title, locale).toBe('Se connecter | Trailhead Outfitters')
      expect(renderedErrors(result.data?.result.error?.email ?? [], 'fr')).toContain(
        'Ce champ est obligatoire',
      )
    }
    const { page, result } = await blankSignIn('en-gb')
    expect(page.data?.title).toBe('Sign in | Trailhead Outfitters')
    expect(renderedErrors(result.data?.result.error?.email ?? [], 'en')).toContain('This field is required')
  })

  it('a message with a value in it is matched to its template and filled in German', () => {
    expect(renderedErrors(['Value must not be longer than 30 characters'], 'de')).toContain(
      'Der Wert darf höchstens 30 Zeichen lang sein',
    )
  })
})
