import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { PreviewRibbon } from './preview-ribbon.tsx'

const LEAVE = '/en-us/preview/leave'

describe('PreviewRibbon', () => {
  it('PLAT-035 says the page is a preview, as of when, in which environment, with the way out', () => {
    const html = renderWithProviders(
      <PreviewRibbon
        preview={{
          date: 'Dec 8, 2026, 12:00 AM UTC',
          environment: 'qa',
          invalidDate: null,
          leaveAction: LEAVE,
        }}
      />,
      { path: '/en-us/c/jackets-2010?page=2' },
    ).replaceAll('<!-- -->', '')
    expect(html).toMatch(/<section aria-label="Preview"/)
    expect(html).toContain('Content as of Dec 8, 2026, 12:00 AM UTC')
    expect(html).toContain('Content environment: qa')
    // Leaving is a post (it changes what the browser remembers), back to the page the editor is on.
    const form = /<form [^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toContain('method="post"')
    expect(form).toContain(`action="${LEAVE}"`)
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/en-us/c/jackets-2010?page=2"/>')
    const button = /<button [^>]*>Leave preview<\/button>/.exec(html)?.[0] ?? ''
    expect(button).toContain('type="submit"')
    expect(button).toContain('name="intent"')
    expect(button).toContain('value="leave-preview"')
    expect(html).not.toMatch(/<a [^>]*>Leave preview/)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('says "as of now" without a preview date, and renders nothing outside preview', () => {
    const html = renderWithProviders(
      <PreviewRibbon preview={{ date: null, environment: null, invalidDate: null, leaveAction: LEAVE }} />,
    )
    expect(html).toContain('Content as of now')
    expect(html).not.toContain('Content environment')
    expect(renderWithProviders(<PreviewRibbon preview={null} />)).not.toContain('Preview')
  })

  it('tells the editor a refused preview date, as given, and how to write one', () => {
    const html = renderWithProviders(
      <PreviewRibbon
        preview={{
          date: null,
          environment: null,
          invalidDate: { name: 'previewDateTime', value: '31/12/2026', example: '2026-12-08T09:30' },
          leaveAction: LEAVE,
        }}
      />,
    ).replaceAll('<!-- -->', '')
    expect(html).toMatch(
      /role="alert"[^>]*>The preview date “31\/12\/2026” \(previewDateTime\) is not a valid date, so this page shows the published content\. Write it like 2026-12-08T09:30\.</,
    )
    expect(html).not.toContain('Content as of now')
  })
})
