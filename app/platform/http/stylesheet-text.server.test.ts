import { describe, expect, test } from 'vitest'
import { stylesheetText } from './stylesheet-text.server.ts'

describe('stylesheetText (decision 055)', () => {
  test('decision 055 only built stylesheets under /assets are read into the document; anything else is linked', () => {
    expect(stylesheetText('/app/app.css?url')).toBeUndefined()
    expect(stylesheetText('/assets/../../package.json')).toBeUndefined()
    expect(stylesheetText('https://cdn.example/app.css')).toBeUndefined()
    expect(stylesheetText('/assets/not-built-0000.css')).toBeUndefined()
  })
})
