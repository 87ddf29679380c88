import { describe, expect, it } from 'vitest'
import { MENU } from '#mocks/content/seed/index.ts'
import { MenuSchema } from '#app/domain/content/content.ts'
import { contentVersion } from './content-version.server.ts'

describe('contentVersion: what a page carries in place of the menu (decision 084)', () => {
  const menu = MenuSchema.parse(MENU)

  it('is short, the same for the same content, and changes with any of it', () => {
    const version = contentVersion(menu)
    expect(version).toMatch(/^[\w-]{16}$/)
    // Another copy of the same content (the cache read again): the same version.
    expect(contentVersion(structuredClone(menu))).toBe(version)
    const renamed = structuredClone(menu)
    renamed.items[0]!.title = 'Shoes'
    expect(contentVersion(renamed)).not.toBe(version)
    const relinked = structuredClone(menu)
    relinked.items[0]!.columns[0]!.children[0]!.target.url = '/c/trail-shoes-1011'
    expect(contentVersion(relinked)).not.toBe(version)
  })
})
