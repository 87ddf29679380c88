import { describe, expect, it } from 'vitest'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import { MEDIA_GALLERY } from '#mocks/content/seed/gallery-media.ts'
import { headingLevels } from '../registry.tsx'
import { parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const opener = MEDIA_GALLERY.find((b) => b.id === 'gallery-dialog-opener')!
const fitGuide = MEDIA_GALLERY.find((b) => b.type === 'dialog' && b.id === 'fit-guide')!
const returns = MEDIA_GALLERY.find((b) => b.type === 'dialog' && !b.id)!

const render = (components: KnownBlockInput[], path = '/en-us/gallery') =>
  renderBlocks(parseBlocks(components), { path })
describe('dialog block', () => {
  it('CMS-059 renders its content in a closed native dialog named by its title', () => {
    const html = render([fitGuide])
    const dialog = /<dialog[^>]*>/.exec(html)?.[0] ?? ''
    expect(dialog).toContain('id="modal-fit-guide"')
    expect(dialog).toContain('aria-labelledby="modal-fit-guide-title"')
    expect(dialog).not.toMatch(/\sopen[\s=>]/)
    expect(html).toMatch(/<h2 id="modal-fit-guide-title"[^>]*>Find your fit<\/h2>/)
    expect(html).toContain('Measure both feet in the evening')
    expect(html).toMatch(
      /<a class="btn-primary" href="\/en-us\/c\/hiking-boots-1020"[^>]*>Shop hiking boots<\/a>/,
    )
    // The close control comes first, so opening the dialog moves focus to it.
    expect(html).toMatch(/<dialog[^>]*><div[^>]*><a href="#modal-fit-guide-closed" aria-label="Close"/)
  })

  it('CMS-059 without JavaScript shows the dialog as an overlay while it is the :target', () => {
    const dialog = /<dialog[^>]*>/.exec(render([fitGuide]))?.[0] ?? ''
    // Hidden by the browser while closed; `:target` shows it until the script takes over.
    expect(dialog).toContain('[&amp;:target:not([data-enhanced])]:flex')
    expect(dialog).toContain('open:flex')
    expect(dialog).toMatch(/class="fixed inset-0 z-50/)
    expect(dialog).not.toContain('data-enhanced=""')
  })

  it('CMS-024 links a banner to the dialog, merging a query target into the page query', () => {
    const html = render([opener, fitGuide], '/en-us/gallery?color=005')
    expect(html).toMatch(/<a href="#modal-fit-guide"[^>]*>Open the fit guide<\/a>/)
    expect(html).toMatch(/<a href="\?color=005&amp;fit=wide#modal-fit-guide"[^>]*>Wide-fit advice<\/a>/)
    // Modal links stay plain anchors: the router would treat them as navigations.
    expect(html).not.toMatch(/data-discover="true"[^>]*>Open the fit guide/)
  })

  it('CMS-024 gives #modal to a dialog without an id, labelled when it has no title', () => {
    const html = render([returns, { type: 'dialog', richText: '<p>Untitled</p>' }])
    expect(html).toMatch(/<dialog id="modal" aria-labelledby="modal-title"/)
    expect(html).toMatch(/<dialog id="modal" aria-label="Dialog"/)
  })

  it("never gives the page's h1 to a dialog's title", () => {
    const blocks = parseBlocks([fitGuide, opener])
    expect(headingLevels(blocks)).toEqual([2, 1])
  })
})
