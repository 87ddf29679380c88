import { describe, expect, it } from 'vitest'
import { BlockSchema } from '#app/domain/content/content.ts'

describe('the UGC gallery block (CMS-085, CAT-045)', () => {
  it('CMS-085 CAT-045 takes either provider, a container id and a filter (empty by default)', () => {
    for (const provider of ['widget', 'social'] as const) {
      expect(BlockSchema.parse({ type: 'ugcGallery', provider, containerId: 'ugc-1' })).toMatchObject({
        type: 'ugcGallery',
        provider,
        containerId: 'ugc-1',
        filter: '',
      })
    }
  })

  it('CMS-085 an unknown provider or a container id that is no HTML id makes the block invalid (skipped and logged)', () => {
    expect(BlockSchema.parse({ type: 'ugcGallery', provider: 'other', containerId: 'ugc-1' }).type).toBe(
      'invalid:ugcGallery',
    )
    expect(BlockSchema.parse({ type: 'ugcGallery', provider: 'widget', containerId: '1 "x"' }).type).toBe(
      'invalid:ugcGallery',
    )
  })
})
