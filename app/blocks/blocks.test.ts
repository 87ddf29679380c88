import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { KNOWN_BLOCK_TYPES } from '#app/domain/content/content.ts'
import { blockTypeOf } from './folders.ts'
import { isRenderable } from './registry.tsx'
import { BLOCK_SCHEMAS } from './schemas.ts'
import { VIEWS } from './server-blocks.tsx'

/**
 * A block is a folder of app/blocks: adding one adds a folder, and every registry finds it. The one
 * folder that is not a block holds the parts several blocks share.
 */
const NOT_BLOCKS = new Set(['shared'])
const BLOCK_FILES = ['schema.ts', 'traits.ts', 'view.tsx'] as const

const here = new URL('./', import.meta.url)
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_BLOCKS.has(entry.name))
  .map((entry) => entry.name)
  .sort()
const types = folders.map(blockTypeOf)

describe('block folders', () => {
  it('are named in kebab case, one block type each', () => {
    expect(folders.length).toBeGreaterThan(0)
    for (const folder of folders) expect(folder).toMatch(/^[a-z][a-z\d]*(?:-[a-z\d]+)*$/)
    expect(new Set(types).size).toBe(types.length)
  })

  it.each(folders)('%s has a schema, traits and a view', (folder) => {
    for (const file of BLOCK_FILES) expect(existsSync(new URL(`${folder}/${file}`, here)), file).toBe(true)
  })

  it.each(folders)(
    '%s parses the block type its folder names, renders with its view and has its traits',
    async (folder) => {
      const type = blockTypeOf(folder)
      const { schema } = (await import(`./${folder}/schema.ts`)) as {
        schema: { shape: { type: { value: string } } }
      }
      expect(schema.shape.type.value).toBe(type)
      const view = (await import(`./${folder}/view.tsx`)) as { default: unknown }
      expect(view.default).toBeTypeOf('function')
      const { traits } = (await import(`./${folder}/traits.ts`)) as { traits: { interactive: unknown } }
      expect(traits.interactive).toBeTypeOf('boolean')
    },
  )
})

describe('the registries', () => {
  it('know every block folder and nothing else', () => {
    const sorted = [...types].sort()
    expect([...BLOCK_SCHEMAS.keys()].sort()).toEqual(sorted)
    expect([...KNOWN_BLOCK_TYPES].sort()).toEqual(sorted)
    expect([...VIEWS.keys()].sort()).toEqual(sorted)
    for (const type of types) expect(isRenderable({ type }), type).toBe(true)
    expect(isRenderable({ type: 'shared' })).toBe(false)
    expect(isRenderable({ type: 'invalid:banner' })).toBe(false)
  })
})
