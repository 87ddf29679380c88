import { describe, expect, it } from 'vitest'
import { SignUpForm } from '#app/features/identity/ui/sign-up-form.tsx'
import { loader as signUpLoader } from '#app/routes/sign-up.tsx'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { get, runRoute } from '#tests/helpers/route.ts'
import { signUpPath } from '#app/domain/paths/paths.ts'

type PageData = Awaited<ReturnType<typeof signUpLoader>>

/** The sign-up page's form, server-rendered from what its loader returns for a locale. */
async function renderPage(locale: string, change: (data: PageData) => PageData = (d) => d) {
  const page = await runRoute<PageData>(signUpLoader, get(signUpPath(locale)), { locale })
  const data = change(page.data!)
  return renderWithProviders(
    <SignUpForm view={data.view} honeypot={data.honeypot} locale={locale} hidden={data.hidden} />,
    { path: signUpPath(locale) },
  ).replaceAll('<!-- -->', '')
}

const checkbox = (name: string) =>
  new RegExp(`<input[^>]*type="checkbox"[^>]*name="${name}"|<input[^>]*name="${name}"[^>]*type="checkbox"`)

describe('sign-up page markup', () => {
  it('AUTH-020 has the password requirement list, the consent checkboxes and the configured SMS opt-in', async () => {
    const html = await renderPage('en-us')
    expect(html).toContain('Password must contain')
    expect(html.match(/<li[^>]*data-met="false"/g)?.length).toBeGreaterThanOrEqual(4)
    for (const name of ['newsletter', 'policy', 'brandTerms', 'loyaltyTerms'])
      expect(html).toMatch(checkbox(name))
    // The site offers the SMS opt-in: the box and its terms are in the page.
    expect(html).toMatch(checkbox('optInAccepted'))
    expect(html).toContain('you accept the SMS terms')
  })

  it('AUTH-020 a site without the SMS opt-in renders neither the box nor its terms', async () => {
    const html = await renderPage('en-us', (d) => ({ ...d, view: { ...d.view, smsOptIn: false } }))
    expect(html).toContain('Password must contain')
    expect(html).toMatch(checkbox('policy'))
    expect(html).not.toMatch(checkbox('optInAccepted'))
    expect(html).not.toContain('you accept the SMS terms')
  })
})
