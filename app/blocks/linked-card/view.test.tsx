import { describe, expect, it } from 'vitest'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import { BANNERS_GALLERY } from '#mocks/content/seed/gallery-banners.ts'
import { galleryBlock, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: KnownBlockInput[]) => renderBlocks(parseBlocks(components))
const fixture = (id: string) => galleryBlock(BANNERS_GALLERY, id)

const links = (html: string) => html.match(/<a\s[^>]*>/g) ?? []

describe('Linked card', () => {
  it('CMS-062 renders the whole card as one link holding its media, title and text', () => {
    const html = render([fixture('gallery-linked-card')])
    expect(links(html)).toHaveLength(1)
    expect(html).toMatch(
      /<a[^>]*href="\/en-us\/help\/contact-us"[^>]*>[\s\S]*<img[^>]*card-care-guide\.svg[\s\S]*<h1[^>]*>How to care for leather boots<\/h1><p[^>]*>Clean, dry, wax[\s\S]*<\/a>/,
    )
    // The title names the link; the picture only illustrates it.
    expect(html).toMatch(/<img[^>]*alt=""/)
  })

  it('CMS-062 opens an external card in a new tab safely, and names an untitled card by its picture', () => {
    const html = render([fixture('gallery-linked-card-external')])
    const anchor = links(html)[0] ?? ''
    expect(anchor).toContain('href="https://example.org/trail-conservancy"')
    expect(anchor).toContain('target="_blank"')
    expect(anchor).toContain('rel="noopener noreferrer"')
    const untitled = render([
      {
        type: 'linkedCard',
        media: { url: '/images/content/card-x.svg', alt: 'Trail maps', width: 600, height: 600 },
        target: { url: '/help/contact-us' },
      },
    ])
    expect(links(untitled)[0]).toContain('aria-label="Trail maps"')
  })
})
