import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageDialog } from './page-dialog.tsx'

describe('page dialog', () => {
  it('CONST-013 opens with the 250 ms transition: a bottom panel on narrow screens, a centred modal from md', () => {
    const html = renderToString(
      <PageDialog dialogRef={{ current: null }} titleId="t" title="Sign in" onClose={() => undefined}>
        <p>Body</p>
      </PageDialog>,
    )
    const classes = html.match(/<dialog[^>]*class="([^"]+)"/)?.[1]?.split(' ') ?? []
    expect(classes).toContain('duration-[250ms]')
    expect(classes.filter((c) => c.startsWith('duration-'))).toEqual(['duration-[250ms]'])
    // Narrow: a full-width panel from the bottom; from md: a centred modal.
    expect(classes).toEqual(expect.arrayContaining(['mt-auto', 'w-full', 'starting:translate-y-full']))
    expect(classes).toEqual(expect.arrayContaining(['md:m-auto', 'md:max-w-md', 'md:rounded-lg']))
  })
})
