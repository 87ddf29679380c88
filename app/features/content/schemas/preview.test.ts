import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { EspotIdSchema, PREVIEW_MESSAGES, PreviewControlsSchema, PreviewUnlockSchema } from './preview.ts'

const controls = (query: Record<string, string | undefined>) => PreviewControlsSchema.safeParse(query)

describe('preview controls', () => {
  it('VAL-046 docType is required with the spec message', () => {
    for (const docType of [undefined, '', '   ']) {
      const result = controls({ docType })
      expect(result.success, String(docType)).toBe(false)
      expect(result.error?.issues.map((i) => i.message)).toEqual([PREVIEW_MESSAGES.docTypeRequired])
    }
    expect(PREVIEW_MESSAGES.docTypeRequired).toBe('Doc type is required')
    expect(controls({ docType: 'hero banner<script>' }).success).toBe(false)
  })

  it('CMS-150 CMS-152 reads the four parameters; limit defaults to 20, page to 1', () => {
    expect(controls({ docType: 'heroBanner' }).data).toEqual({
      docType: 'heroBanner',
      layoutVariant: undefined,
      limit: 20,
      page: 1,
    })
    expect(controls({ docType: ' banner ', layoutVariant: 'split', limit: '50', page: '3' }).data).toEqual({
      docType: 'banner',
      layoutVariant: 'split',
      limit: 50,
      page: 3,
    })
  })

  it('CMS-152 an odd limit, page or layout variant is ignored, never an error', () => {
    expect(controls({ docType: 'banner', layoutVariant: '<b>', limit: '25', page: '-2' }).data).toEqual({
      docType: 'banner',
      layoutVariant: undefined,
      limit: 20,
      page: 1,
    })
    expect(controls({ docType: 'banner', limit: 'lots', page: '1.5' }).data).toMatchObject({
      limit: 20,
      page: 1,
    })
  })
})

describe('preview unlock', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [k, v] of Object.entries(fields)) data.set(k, v)
    return parseWithZod(data, { schema: PreviewUnlockSchema })
  }

  it('takes the editor secret as typed, and requires it', () => {
    expect(form({ intent: 'unlock', secret: ' s3cret with spaces ' }).status).toBe('success')
    const empty = form({ intent: 'unlock', secret: '' })
    expect(empty.status).toBe('error')
    expect(empty.reply().error?.secret).toEqual(['This field is required'])
    expect(form({ intent: 'lock', secret: 'x' }).status).toBe('error')
  })
})

describe('the espot map’s ids', () => {
  it('CMS-017 takes a category or product id of letters, digits and dashes, trimmed, up to 40', () => {
    expect(EspotIdSchema.parse(' RS100001 ')).toBe('RS100001')
    expect(EspotIdSchema.parse('mens-footwear-1000')).toBe('mens-footwear-1000')
    expect(EspotIdSchema.safeParse('a'.repeat(40)).success).toBe(true)
    for (const typed of ['RS 100001', '<b>', 'a'.repeat(41), '1000/2', '']) {
      const parsed = EspotIdSchema.safeParse(typed)
      expect(parsed.success, typed).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe(PREVIEW_MESSAGES.contentId)
    }
  })
})
