import { describe, expect, it } from 'vitest'
import { type Block, type KnownBlockInput } from '#app/domain/content/content.ts'
import type { SecondaryNavigationBlock } from './schema.ts'
import { traits } from './traits.ts'
import { parseBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length

const journalNav: KnownBlockInput = {
  type: 'secondaryNavigation',
  title: 'Journal',
  alignment: 'right',
  divider: true,
  colors: { textColor: '#ffffff', backgroundColor: '#14532d', dividerColor: '#86efac' },
  targets: [
    { url: '/journal', text: 'All stories' },
    { url: '/journal/saturday-run-club', text: 'Run club' },
    { url: 'https://status.example.com', text: 'Status', targetAttribute: '_blank' },
  ],
}

const render = (blocks: Block[], path = '/en-us') => renderKnownBlocks(blocks, { path })

describe('secondary navigation', () => {
  it('CMS-120 has title, targets (text, url, targetAttribute), alignment, divider and colors', () => {
    const [nav] = parseBlocks([journalNav]) as [SecondaryNavigationBlock]
    expect(nav.title).toBe('Journal')
    expect(nav.targets.map((t) => [t.text, t.url, t.targetAttribute])).toEqual([
      ['All stories', '/journal', undefined],
      ['Run club', '/journal/saturday-run-club', undefined],
      ['Status', 'https://status.example.com', '_blank'],
    ])
    expect([nav.alignment, nav.divider]).toEqual(['right', true])
    expect(nav.colors).toEqual({ textColor: '#ffffff', backgroundColor: '#14532d', dividerColor: '#86efac' })
    // Defaults, and a setting the storefront cannot use falls back instead of dropping the block.
    const [plain] = parseBlocks([
      {
        type: 'secondaryNavigation',
        alignment: 'diagonal',
        colors: { textColor: 'red;background:url(x)' },
        targets: [{ url: '/a', text: 'A' }],
      },
    ]) as [SecondaryNavigationBlock]
    expect(plain.type).toBe('secondaryNavigation')
    expect([plain.alignment, plain.divider, plain.colors.textColor]).toEqual(['left', false, undefined])
  })

  it('CMS-121 shows the title and a link list on large screens, with the divider and right alignment', () => {
    const html = render(parseBlocks([journalNav]), '/en-us/journal/saturday-run-club')
    const large =
      html.match(/<nav aria-label="Journal" class="[^"]*hidden[^"]*lg:flex[^"]*">[\s\S]*?<\/nav>/)?.[0] ?? ''
    expect(large).toContain('<p class="shrink-0 font-bold">Journal</p>')
    expect(large).toMatch(/<span aria-hidden="true"[^>]*border-l/)
    expect(large).toMatch(/<ul class="[^"]*ml-auto justify-end/)
    expect(count(large, /<a /g)).toBe(3)
    expect(large).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/en-us\/journal\/saturday-run-club"/)
    expect(large).toMatch(
      /href="https:\/\/status\.example\.com"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    )
    // The colours reach the bar; the title is a label, not a heading.
    expect(html).toMatch(/style="color:#ffffff;background-color:#14532d;border-color:#86efac"/)
    expect(count(html, /<h[1-6][\s>]/g)).toBe(0)
  })

  it('marks one link current: the one naming the page and its query, else the one naming the page', () => {
    const nav = parseBlocks([
      {
        type: 'secondaryNavigation',
        title: 'Journal',
        targets: [
          { url: '/journal', text: 'All stories' },
          { url: '/journal?tags=running', text: 'Running' },
        ],
      },
    ])
    const currentOf = (path: string) =>
      [...render(nav, path).matchAll(/aria-current="page"[^>]*>([^<]+)</g)].map((m) => m[1])
    // Once per rendering (large and small screens).
    expect(currentOf('/en-us/journal?tags=running')).toEqual(['Running', 'Running'])
    expect(currentOf('/en-us/journal?shown=6')).toEqual(['All stories', 'All stories'])
    expect(currentOf('/en-us/help')).toEqual([])
  })

  it('leaves the divider out and the links left when the editor says so', () => {
    const html = render(
      parseBlocks([{ ...journalNav, alignment: 'left', divider: false } as KnownBlockInput]),
    )
    expect(html).not.toMatch(/<span aria-hidden="true"[^>]*border-l/)
    expect(html).not.toContain('ml-auto justify-end')
  })

  it('CMS-122 is a collapsible list on small screens, closed until opened, that closes on a link click', () => {
    const html = render(parseBlocks([journalNav]))
    const small = html.match(/<nav aria-label="Journal" class="lg:hidden">[\s\S]*?<\/nav>/)?.[0] ?? ''
    expect(small).toMatch(/^<nav[^>]*><details class="group"><summary[^>]*>Journal<svg/)
    expect(small).not.toContain('open=""')
    expect(count(small, /<a /g)).toBe(3)
    // Closing on a click is the block's one client behaviour, so the browser hydrates it.
    expect(traits.interactive).toBe(true)
  })

  it('names an untitled navigation "In this section" and renders nothing without links', () => {
    const html = render(
      parseBlocks([{ type: 'secondaryNavigation', targets: [{ url: '/c/gear-3000', text: 'Gear' }] }]),
    )
    expect(count(html, /<nav aria-label="In this section"/g)).toBe(2)
    expect(html).toMatch(/<summary[^>]*>In this section<svg/)
    expect(render(parseBlocks([{ type: 'secondaryNavigation', targets: [{ url: '/x' }] }]))).not.toContain(
      '<nav',
    )
  })
})
