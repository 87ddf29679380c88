import { describe, expect, it } from 'vitest'
import { isModalTarget, modalElementId, modalTargetId, resolveTarget } from './modal-target.ts'

describe('modal targets', () => {
  it("CMS-024 merges a modal target's query into the current query", () => {
    expect(resolveTarget('?a=1#modal', '?b=2')).toBe('?b=2&a=1#modal')
    expect(resolveTarget('?a=1#modal', 'b=2')).toBe('?b=2&a=1#modal')
    expect(resolveTarget('?size=m#modal-fit-guide', '?color=005&size=s')).toBe(
      '?color=005&size=m#modal-fit-guide',
    )
    expect(resolveTarget('?a=1#modal', '')).toBe('?a=1#modal')
  })

  it('CMS-024 leaves #modal alone and #modal-<id> as they are', () => {
    expect(resolveTarget('#modal', '?b=2')).toBe('#modal')
    expect(resolveTarget('#modal-size-guide', '?b=2')).toBe('#modal-size-guide')
    expect(isModalTarget('#modal')).toBe(true)
    expect(isModalTarget('?a=1#modal-size-guide')).toBe(true)
    expect(modalTargetId('?a=1#modal-size-guide')).toBe('modal-size-guide')
    expect(modalTargetId('#modal')).toBe('modal')
  })

  it('CMS-024 passes a url that is not a modal target through untouched', () => {
    for (const url of [
      '/c/jackets-2010?a=1',
      '/help#modal',
      '#reviews',
      '#modalish',
      'https://x.test/?a=1#modal',
    ]) {
      expect(isModalTarget(url)).toBe(false)
      expect(resolveTarget(url, '?b=2')).toBe(url)
    }
  })

  it("names a dialog block's element after its id", () => {
    expect(modalElementId('size-guide')).toBe('modal-size-guide')
    expect(modalElementId('modal-size-guide')).toBe('modal-size-guide')
    expect(modalElementId(undefined)).toBe('modal')
  })
})
