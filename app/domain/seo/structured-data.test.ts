import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, jsonLdScript } from './structured-data.ts'

describe('breadcrumbJsonLd', () => {
  it('CAT-010 lists the trail with absolute, localised URLs; the current page has none', () => {
    const json = breadcrumbJsonLd('https://shop.test', 'en-gb', [
      { name: 'Home', url: '/' },
      { name: 'Apparel', url: '/c/apparel-2000' },
      { name: 'Jackets' },
    ])
    expect(JSON.parse(json).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/en-gb' },
      { '@type': 'ListItem', position: 2, name: 'Apparel', item: 'https://shop.test/en-gb/c/apparel-2000' },
      { '@type': 'ListItem', position: 3, name: 'Jackets' },
    ])
  })

  it('escapes "<" so a name cannot close the script element', () => {
    const json = jsonLdScript({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
