import { describe, expect, it } from 'vitest'
import type { KnownBlockInput } from '#app/domain/content/content.ts'
import { BANNERS_GALLERY } from '#mocks/content/seed/gallery-banners.ts'
import { COLLECTIONS_GALLERY } from '#mocks/content/seed/gallery-collections.ts'
import { galleryBlock, parseBlocks, renderBlocks, renderKnownBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: ReadonlyArray<KnownBlockInput>) => renderKnownBlocks(parseBlocks(components))

/** Every opening `<a …>` tag, with its text. */
const anchors = (html: string) =>
  [...html.matchAll(/(<a\s[^>]*>)([\s\S]*?)<\/a>/g)].map(([, tag, text]) => ({ tag: tag!, text: text! }))

const anchor = (html: string, text: string) => {
  const found = anchors(html).find((a) => a.text === text)
  if (!found) throw new Error(`no link ${text}`)
  return found.tag
}

describe('button targets', () => {
  it('CMS-023 a target object renders as <a href=url> with its target attribute', () => {
    const banner = galleryBlock(BANNERS_GALLERY, 'gallery-banner-image')
    const html = render([
      {
        ...banner,
        targets: [
          { url: '/c/hiking-boots-1020', text: 'Shop boots', targetAttribute: '_self' },
          { url: 'https://example.org/trail-news', text: 'Trail news', targetAttribute: '_blank' },
          { url: '/basecamp', text: 'Stories', targetAttribute: '_blank' },
          { url: '/c/fleece-base-layers-2020', text: 'Shop layers' },
        ],
      } as KnownBlockInput,
    ])
    const self = anchor(html, 'Shop boots')
    expect(self).toContain('href="/en-us/c/hiking-boots-1020"')
    // _self is the browser's default: same tab, with or without the attribute.
    expect(self).toMatch(/^(?:(?!target=)[\s\S])*$|target="_self"/)
    const external = anchor(html, 'Trail news')
    expect(external).toContain('href="https://example.org/trail-news"')
    expect(external).toContain('target="_blank"')
    expect(external).toContain('rel="noopener noreferrer"')
    const internalNewTab = anchor(html, 'Stories')
    expect(internalNewTab).toContain('href="/en-us/basecamp"')
    expect(internalNewTab).toContain('target="_blank"')
    const plain = anchor(html, 'Shop layers')
    expect(plain).toContain('href="/en-us/c/fleece-base-layers-2020"')
    expect(plain).not.toContain('target=')

    // The CTA-button collection fixture: every item an object with a url, _self kept in the same tab.
    const buttons = render([galleryBlock(COLLECTIONS_GALLERY, 'gallery-collection-buttons-grid')])
    const xplr = anchor(buttons, 'XPLR Pass')
    expect(xplr).toContain('href="/en-us/xplr-pass"')
    expect(xplr).not.toContain('target="_blank"')
  })

  it('CMS-023 a target that is not an object with a url makes the block invalid: it renders nothing', () => {
    const unknown: string[] = []
    const banner = galleryBlock(BANNERS_GALLERY, 'gallery-banner-image')
    const html = renderBlocks(
      parseBlocks([
        { ...banner, targets: ['/c/hiking-boots-1020'] } as unknown as KnownBlockInput,
        { ...banner, id: 'no-url', targets: [{ text: 'Shop boots' }] } as unknown as KnownBlockInput,
      ]),
      { onUnknown: (type) => unknown.push(type) },
    )
    expect(unknown).toHaveLength(2)
    expect(html).not.toContain('Spring into the hills')
  })
})
