import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { PreviewRibbon } from './preview-ribbon.tsx'

describe('PreviewRibbon', () => {
  it('PLAT-035 says the page is a preview, as of when, in which environment, with the way out', () => {
    const html = renderWithProviders(
      <PreviewRibbon
        preview={{
          date: 'Dec 8, 2026, 12:00 AM UTC',
          environment: 'qa',
          exitHref: '/en-us/c/jackets-2010?page=2',
        }}
      />,
    ).replaceAll('<!-- -->', '')
    expect(html).toMatch(/<section aria-label="Preview"/)
    expect(html).toContain('Content as of Dec 8, 2026, 12:00 AM UTC')
    expect(html).toContain('Content environment: qa')
    // A document load, so the header and footer content are read again without preview.
    expect(html).toMatch(/<a href="\/en-us\/c\/jackets-2010\?page=2"[^>]*>Exit preview<\/a>/)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('says "as of now" without a preview date, and renders nothing outside preview', () => {
    const html = renderWithProviders(
      <PreviewRibbon preview={{ date: null, environment: null, exitHref: '/en-us' }} />,
    )
    expect(html).toContain('Content as of now')
    expect(html).not.toContain('Content environment')
    expect(renderWithProviders(<PreviewRibbon preview={null} />)).not.toContain('Preview')
  })
})
