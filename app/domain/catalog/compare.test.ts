import { describe, expect, it } from 'vitest'
import { parseCompareIds } from './compare.ts'

const q = (search: string) => parseCompareIds(new URLSearchParams(search))

describe('parseCompareIds', () => {
  it('CAT-038 takes two to four product ids, in order, each once', () => {
    expect(q('ids=RS100001&ids=HB100002')).toEqual({ ok: true, ids: ['RS100001', 'HB100002'] })
    expect(q('ids=RS100001,HB100002&ids=RS100001&ids=JK100001')).toEqual({
      ok: true,
      ids: ['RS100001', 'HB100002', 'JK100001'],
    })
    expect(q('ids=+rs100001+&ids=JK100001')).toEqual({ ok: true, ids: ['RS100001', 'JK100001'] })
  })

  it('CAT-038 fewer than two products is too few, repeats and non-ids not counting', () => {
    expect(q('')).toEqual({ ok: false, problem: 'tooFew', ids: [] })
    expect(q('ids=RS100001&ids=RS100001')).toEqual({ ok: false, problem: 'tooFew', ids: ['RS100001'] })
    expect(q('ids=RS100001&ids=<script>&ids=')).toMatchObject({ ok: false, problem: 'tooFew' })
  })

  it('CAT-038 more than four products is too many', () => {
    const five = ['RS100001', 'RS100002', 'RS100003', 'RS100004', 'RS100005']
    expect(q(five.map((id) => `ids=${id}`).join('&'))).toEqual({ ok: false, problem: 'tooMany', ids: five })
    expect(
      q(
        five
          .slice(0, 4)
          .map((id) => `ids=${id}`)
          .join('&'),
      ).ok,
    ).toBe(true)
  })
})
