import { describe, expect, it } from 'vitest'
import type { ConsentBannerView } from '#app/features/consent/views.ts'
import { CONSENT_INTENTS } from '#app/features/consent/intents.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { UtilityBar } from '../../../shell/utility-bar.tsx'

const VIEW: ConsentBannerView = {
  action: '/en-gb/privacy/consent',
  privacyHref: '/en-gb/privacy',
  accept: { label: 'Accept all', intent: CONSENT_INTENTS.acceptAll },
  reject: { label: 'Reject all', intent: CONSENT_INTENTS.rejectAll },
  text: {
    title: 'Cookies on this site',
    body: 'We use cookies.',
    privacy: 'Privacy policy',
    choose: 'Choose cookies',
  },
}

const render = (path: string, consentBanner: ConsentBannerView | null = VIEW) =>
  renderWithProviders(<UtilityBar utility={null} locale="en-gb" consentBanner={consentBanner} />, { path })

describe('the consent banner', () => {
  it('PLAT-042 is a labelled region with a plain post back to the page: accept all, reject all, choose', () => {
    const html = render('/en-gb/c/footwear-1000?sort=price-asc')
    expect(html).toMatch(/<section aria-labelledby="consent-banner-title"/)
    expect(html).toMatch(/<h2 id="consent-banner-title"[^>]*>Cookies on this site<\/h2>/)
    expect(html).toMatch(/<form [^>]*action="\/en-gb\/privacy\/consent" method="post">/)
    expect(html).toContain('name="redirectTo" value="/en-gb/c/footwear-1000?sort=price-asc"')
    const buttons = html.match(/<button[^>]*>[^<]*/g) ?? []
    expect(buttons).toEqual([
      `<button type="submit" value="${CONSENT_INTENTS.acceptAll}" class="btn-primary" name="intent">Accept all`,
      `<button type="submit" value="${CONSENT_INTENTS.rejectAll}" class="btn-primary" name="intent">Reject all`,
    ])
    expect(html).toContain(
      'href="/en-gb/privacy/consent?redirectTo=%2Fen-gb%2Fc%2Ffootwear-1000%3Fsort%3Dprice-asc"',
    )
    // Without JavaScript (as served) the post answers with a redirect: no enhanced marker.
    expect(html).not.toContain('name="enhanced"')
  })

  it('PLAT-042 is not on the settings page itself, and nothing shows without a banner, a feed or the location control', () => {
    expect(render('/en-gb/privacy/consent')).not.toContain('consent-banner-title')
    // The island's empty wrapper only (decision 048: the bar always holds the location control).
    expect(render('/en-gb', null)).not.toMatch(/<(section|form|nav|p|a)\b/)
  })
})
