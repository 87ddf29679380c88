import { describe, expect, it } from 'vitest'
import { NEWSLETTER_POPUP, REGISTRATION_POPUP } from '#mocks/content/seed/popups.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { PopupListSchema } from '#app/domain/content/content.ts'
import { toPopupView } from '#app/domain/content/popup-rules.ts'
import Popups, { PopupBox } from './popup.tsx'

const [newsletter, registration] = PopupListSchema.parse({
  popups: [NEWSLETTER_POPUP, REGISTRATION_POPUP],
}).popups.map(toPopupView)
const noop = () => {}
const render = (ui: React.ReactNode) => renderWithProviders(ui, { path: '/en-gb' }).replaceAll('<!-- -->', '')

describe('Popups', () => {
  it('renders nothing on the server: without JavaScript no pop-up is forced on the shopper', () => {
    const html = render(<Popups popups={[newsletter!, registration!]} dismissed={[]} locale="en-gb" />)
    expect(html).not.toContain('<dialog')
    expect(html).not.toContain('Spring Newsletter')
  })
})

describe('PopupBox', () => {
  it('CMS-100 the expanded pop-up: a labelled non-modal dialog with logo, title, buttons and disclaimer', () => {
    const html = render(
      <PopupBox popup={newsletter!} locale="en-gb" expanded onToggle={noop} onDismiss={noop} />,
    )
    const dialog = html.match(/<dialog[^>]*>/)?.[0] ?? ''
    expect(dialog).toContain(' open=""')
    expect(dialog).not.toContain('aria-modal')
    expect(dialog).toContain('data-state="expanded"')
    expect(dialog).toContain('background-color:#f0fdf4')
    expect(dialog).toContain('color:#111827')
    // Never the whole screen on a phone: a strip above the bottom edge, at most 60% of the height.
    expect(dialog).toContain('max-h-[60vh]')
    expect(dialog).toContain('inset-x-3')
    const labelledBy = dialog.match(/aria-labelledby="([^"]+)"/)?.[1]
    const toggle = html.match(/<button[^>]*aria-expanded="true"[^>]*>([\s\S]*?)<\/button>/)
    expect(toggle?.[0]).toContain(`id="${labelledBy}"`)
    expect(toggle?.[1]).toContain('Join the Trailhead newsletter')
    expect(html).toMatch(
      /<button type="button"[^>]*>[\s\S]*?Close and don&#x27;t show again<\/span><\/button>/,
    )
    expect(html).toMatch(
      /<img src="\/images\/content\/menu-popup-newsletter.svg" alt="Trailhead Outfitters" width="96" height="96"[^>]*class="[^"]*h-12/,
    )
    expect(html).toMatch(
      /<h2 class="text-xl font-bold" style="color:#14532d">Trail notes, straight to your inbox<\/h2>/,
    )
    expect(html).toMatch(/<div data-popup-ctas="">[\s\S]*href="\/en-gb\/sign-up"[^>]*>Sign up<\/a>/)
    expect(html).toContain('href="/en-gb/basecamp"')
    expect(html).toMatch(/<div class="text-xs[^"]*" style="color:#374151">/)
    expect(html).toContain('<a href="/en-gb/privacy">privacy policy</a>')
  })

  it('CMS-100 logo size large, and readable text on a dark background', () => {
    const html = render(
      <PopupBox popup={registration!} locale="en-gb" expanded onToggle={noop} onDismiss={noop} />,
    )
    expect(html).toMatch(/<img [^>]*alt=""[^>]*class="[^"]*h-16/)
    expect(html.match(/<dialog[^>]*>/)?.[0]).toContain('color:#ffffff')
    expect(html).toContain('style="color:#fde68a">Earn points on every trip</h2>')
  })

  it('the minimised pop-up shows its minimised title on the toggle, and no body', () => {
    const html = render(
      <PopupBox popup={newsletter!} locale="en-gb" expanded={false} onToggle={noop} onDismiss={noop} />,
    )
    expect(html).toContain('data-state="minimized"')
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Get 10% off your first order/)
    expect(html).not.toContain('Trail notes, straight to your inbox')
    expect(html).not.toContain('data-popup-ctas')
    expect(html).toContain('Close and don&#x27;t show again')
  })
})
