import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageDialog } from './page-dialog.tsx'

const css = readFileSync(path.resolve(import.meta.dirname, '../app.css'), 'utf8')

describe('page dialog', () => {
  it('CONST-013 PLAT-031 is a dialog sheet: the shared bottom panel / centred modal with the 250 ms transition', () => {
    const html = renderToString(
      <PageDialog dialogRef={{ current: null }} titleId="t" title="Sign in" onClose={() => undefined}>
        <p>Body</p>
      </PageDialog>,
    )
    const classes = html.match(/<dialog[^>]*class="([^"]+)"/)?.[1]?.split(' ') ?? []
    expect(classes).toContain('dialog-sheet')
    // The transition is the sheet's own, from one custom property: no duration of the dialog's own.
    expect(classes.filter((c) => c.startsWith('duration-'))).toEqual([])
    expect(css).toMatch(/--dialog-transition:\s*250ms;/)
    expect(css).toMatch(/\.dialog-sheet \{[^}]*transition-duration: var\(--dialog-transition\);/)
  })
})
