import { describe, expect, it } from 'vitest'
import { SiteFooterContent } from '#app/shell/site-footer-content.tsx'
import { HoneypotFields } from '#app/components/honeypot-fields.tsx'
import type { CmsPage, Footer } from '#app/domain/content/content.ts'
import { FooterSchema } from '#app/domain/content/content.ts'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { loader as newsletterLoader } from '#app/routes/newsletter.tsx'
import { FOOTER } from '#mocks/content/seed/footer.ts'
import { renderBlocks } from '#tests/helpers/blocks.tsx'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

/**
 * The newsletter forms as the server renders them for a guest and for signed-in shoppers (FORM-001,
 * FORM-006, FORM-007, FORM-009, CMS-082, VAL-043), from what the loaders return.
 */

type ContentData = { page: CmsPage; locale: string }
type NewsletterData = Awaited<ReturnType<typeof newsletterLoader>>

async function contentPage(slug: string, jar = new CookieJar()) {
  const result = await runRoute<ContentData>(contentLoader, get(`/en-us/${slug}`, jar), {
    locale: 'en-us',
    '*': slug,
  })
  return renderBlocks(result.data!.page.components, { path: `/en-us/${slug}` })
}

async function signedIn(email: string) {
  const jar = new CookieJar()
  await signInJar(jar, email)
  return jar
}

const input = (html: string, name: string) =>
  html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? null

describe('the newsletter sign-up block', () => {
  it('CMS-082 FORM-001 a content page hosts the newsletter form: email, policy box, subscribe post to the newsletter page', async () => {
    const html = await contentPage('news-and-offers')
    expect(html).toContain('data-block="newsletterSignUp"')
    expect(html).toContain('<h1')
    expect(html).toMatch(/<form[^>]*action="\/en-us\/newsletter" method="post"/)
    expect(input(html, 'email')).toMatch(/type="email"/)
    expect(input(html, 'email')).not.toMatch(/readonly/i)
    expect(input(html, 'policy')).toMatch(/type="checkbox"/)
    expect(html).toMatch(/<button type="submit" value="subscribe-newsletter"[^>]*name="intent"/)
    // FORM-002: the page path travels with the post; the honeypot guards it.
    expect(input(html, 'returnTo')).toContain('value="/en-us/news-and-offers"')
    expect(input(html, 'name__confirm')).not.toBeNull()
    expect(html).toContain('How we use your e-mail address')
  })

  it('VAL-043 the format hint shows when the content enables it, tied to the email field', async () => {
    const gallery = await contentPage('block-gallery')
    const hint = gallery.match(/<p id="([^"]+)"[^>]*>For example: name@example.com<\/p>/)
    expect(hint).not.toBeNull()
    expect(input(gallery, 'email')).toContain(`aria-describedby="${hint![1]}"`)
    // The editor's campaign travels with the post.
    expect(input(gallery, 'campaign')).toContain('value="block-gallery-newsletter"')
    const page = await contentPage('news-and-offers')
    expect(page).not.toContain('For example: name@example.com')
  })

  it("FORM-007 a signed-in shopper's email is prefilled and read-only", async () => {
    const html = await contentPage('news-and-offers', await signedIn('shopper@example.com'))
    const email = input(html, 'email')
    expect(email).toContain('value="shopper@example.com"')
    expect(email).toMatch(/readOnly=""|readonly=""/i)
    expect(input(html, 'policy')).not.toBeNull()
  })

  it('FORM-006 signed in and already subscribed: the success heading, no policy box and no submit', async () => {
    const html = await contentPage('news-and-offers', await signedIn('subscribed@example.com'))
    expect(html).toMatch(/<h[23][^>]*>You(?:&#x27;|')re subscribed<\/h[23]>/)
    expect(html).toContain('You already receive our newsletter at subscribed@example.com.')
    expect(input(html, 'policy')).toBeNull()
    expect(html).not.toContain('value="subscribe-newsletter"')
  })
})

describe('the newsletter page and the footer form', () => {
  it('FORM-006 FORM-007 the newsletter page reads the signed-in shopper: email and subscription', async () => {
    const jar = await signedIn('subscribed@example.com')
    const page = await runRoute<NewsletterData>(newsletterLoader, get('/en-us/newsletter', jar), {
      locale: 'en-us',
    })
    expect(page.data?.form.shopper).toEqual({
      signedIn: true,
      email: 'subscribed@example.com',
      subscribed: true,
    })
    const guest = await runRoute<NewsletterData>(newsletterLoader, get('/en-us/newsletter'), {
      locale: 'en-us',
    })
    expect(guest.data?.form.shopper).toEqual({ signedIn: false, subscribed: false })
  })

  it('FORM-009 the footer’s form and a page’s newsletter block each label their own honeypot fields', async () => {
    const footer: Footer = FooterSchema.parse(FOOTER)
    const honeypot = {
      nameFieldName: 'name__confirm',
      validFromFieldName: 'from__confirm',
      encryptedValidFrom: 'x',
    }
    const html = renderWithProviders(
      <>
        <form>
          <HoneypotFields {...honeypot} />
        </form>
        <SiteFooterContent
          footer={footer}
          locale="en-us"
          newsletter={{ shopper: { signedIn: false, subscribed: false }, honeypot }}
        />
      </>,
    )
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    // Each trap's label names the trap of its own form.
    const traps = [
      ...html.matchAll(/<label for="([^"]+)">[^<]*<\/label><input id="([^"]+)"[^>]*name="name__confirm"/g),
    ]
    expect(traps).toHaveLength(2)
    for (const [, labelFor, inputId] of traps) expect(labelFor).toBe(inputId)
  })

  it('FORM-009 the footer has a plain newsletter form posting to the newsletter page from this path', async () => {
    const footer: Footer = FooterSchema.parse(FOOTER)
    const state = {
      shopper: { signedIn: false, subscribed: false },
      honeypot: {
        nameFieldName: 'name__confirm',
        validFromFieldName: 'from__confirm',
        encryptedValidFrom: 'x',
      },
    }
    const html = renderWithProviders(
      <SiteFooterContent footer={footer} locale="en-us" newsletter={state} />,
      {
        path: '/en-us/c/running-shoes-1010',
      },
    ).replaceAll('<!-- -->', '')
    expect(html).toMatch(/<form[^>]*action="\/en-us\/newsletter" method="post"/)
    expect(input(html, 'returnTo')).toContain('value="/en-us/c/running-shoes-1010"')
    expect(input(html, 'email')).toMatch(/type="email"/)
    expect(input(html, 'policy')).toMatch(/type="checkbox"/)
    const subscribed = renderWithProviders(
      <SiteFooterContent
        footer={footer}
        locale="en-us"
        newsletter={{ ...state, shopper: { signedIn: true, email: 's@example.com', subscribed: true } }}
      />,
    )
    expect(subscribed).not.toContain('name="policy"')
    expect(subscribed).toContain('You&#x27;re subscribed')
  })
})
