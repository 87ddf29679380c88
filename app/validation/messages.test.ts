import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createInstance } from 'i18next'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTranslator } from '#app/platform/i18n/translator.tsx'
import { defineNamespace } from '#app/locales/catalogues.ts'
import { i18nOptions, resources } from '#app/platform/i18n/i18n.ts'
import { validationText } from '#app/i18next.server.ts'
import { translateValidation, validationKey } from '#app/platform/i18n/validation-text.ts'
import { maxDate, nameField } from '#app/validation/validators.ts'
import { PASSWORD_CHECKLIST_LEAD } from '#app/validation/password-rules.ts'

/**
 * Field errors are translated through the `validation` catalogue, keyed by the messages the schemas
 * carry (decision 018). A message without an English entry could never be translated.
 */

const english = resources.en.validation as Record<string, string>
const keys = Object.keys(english)

/** Files of app/validation that hold data rather than messages: place names. */
const DATA_FILES = new Set(['provinces.ts', 'countries.ts'])
/** Text of app/validation that is not a field error: the password checklist's lead-in and its length item. */
const NOT_MESSAGES = new Set([PASSWORD_CHECKLIST_LEAD, 'at least 8 characters'])
/** A regular expression's source or a phone mask ('(XXX) XXX - XXXX'), not words. */
const NOT_WORDS = /[\\[\]|^$?]|^[X\d\s()+-]+$/

/** The form kit's modules (app/validation) and every capability's form schemas (app/features/<f>/schemas). */
function schemaFiles(): string[] {
  const kit = path.resolve(import.meta.dirname)
  const features = path.resolve(kit, '../features')
  const dirs = [
    kit,
    ...readdirSync(features).map((feature) => path.join(features, feature, 'schemas')),
  ].filter((dir) => existsSync(dir))
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !DATA_FILES.has(file))
      .map((file) => path.join(dir, file)),
  )
}

/**
 * Every sentence-like literal of the schemas, as a message it can produce: a template literal's
 * `${…}` parts become a number, as the schemas fill them with limits.
 */
function schemaMessages(): { file: string; message: string }[] {
  const found: { file: string; message: string }[] = []
  for (const file of schemaFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
      let message: string | undefined
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) message = node.text
      if (ts.isTemplateExpression(node))
        message = node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('')
      if (message && /\p{L}/u.test(message) && message.includes(' ') && !NOT_WORDS.test(message)) {
        if (!NOT_MESSAGES.has(message)) found.push({ file, message })
      }
      node.forEachChild(visit)
    }
    visit(source)
  }
  return found
}

describe('the validation catalogue', () => {
  it('has an English entry for every message the schemas carry, which renders that message', async () => {
    const i18n = createInstance()
    await i18n.init({ ...i18nOptions, lng: 'en' })
    const messages = schemaMessages()
    expect(messages.length).toBeGreaterThan(40)
    for (const { file, message } of messages) {
      const { key, values } = validationKey(message, keys)
      expect(keys, `${file}: '${message}' has no English entry`).toContain(key)
      expect(i18n.t(key, { ...values, ns: 'validation' }), `${file}: ${key}`).toBe(message)
    }
  })

  it('keys each English entry by itself, and no key looks like a namespace (no colon)', () => {
    for (const [key, entry] of Object.entries(english)) {
      expect(entry).toBe(key)
      expect(key).not.toContain(':')
    }
  })

  it("finds the template of a message with a limit in it, with the limit's value", () => {
    expect(validationKey('Value must not be longer than 30 characters', keys)).toEqual({
      key: 'Value must not be longer than {{count}} characters',
      values: { count: 30 },
    })
    // The same start with a number only is another message.
    expect(validationKey('Value must be at least 8 characters', keys).key).toBe(
      'Value must be at least {{count}} characters',
    )
    expect(validationKey('Value must be at least 8', keys)).toEqual({
      key: 'Value must be at least {{min}}',
      values: { min: 8 },
    })
    expect(validationKey('Date must not be earlier than 1900-01-01', keys)).toEqual({
      key: 'Date must not be earlier than {{date}}',
      values: { date: '1900-01-01' },
    })
    expect(validationKey('Name is not valid.', keys)).toEqual({ key: 'Name is not valid.', values: {} })
    expect(validationKey('Not one of ours', keys)).toEqual({ key: 'Not one of ours', values: {} })
  })

  it('translates what a schema answers in another language, with its limits', () => {
    // A language of the test's own: its catalogue is keyed by the same English messages.
    const other = {
      'Name is not valid.': 'Nom invalide.',
      'Value must not be longer than {{count}} characters': 'Au plus {{count}} caractères',
      'Date must not be later than {{date}}': 'Au plus tard le {{date}}',
    }
    defineNamespace('validation', { xx: other })
    const t = createTranslator('xx', 'validation')
    const first = (result: { error?: z.ZodError }) => result.error!.issues[0]!.message
    expect(translateValidation(t, first(nameField().safeParse('R2-D2')), other)).toBe('Nom invalide.')
    const long = nameField().safeParse('x'.repeat(31))
    expect(translateValidation(t, first(long), other)).toBe('Au plus 30 caractères')
    const late = z.string().check(maxDate('2000-01-01')).safeParse('2001-01-01')
    expect(translateValidation(t, first(late), other)).toBe('Au plus tard le 2000-01-01')
    // A message the language has no entry for stays in English.
    expect(translateValidation(t, 'This field is required', other)).toBe('This field is required')
  })

  it('the server translates a message it hands over as text through i18next, limits included', async () => {
    const i18n = createInstance()
    // Its own copy of the catalogues: the entry changed below must not reach the other tests.
    await i18n.init({ ...i18nOptions, resources: structuredClone(resources), lng: 'en' })
    expect(validationText(i18n.t, 'Value must not be longer than 80 characters')).toBe(
      'Value must not be longer than 80 characters',
    )
    i18n.addResourceBundle('en', 'validation', { 'Please select a size': 'Pick a size' }, true, true)
    expect(validationText(i18n.t, 'Please select a size')).toBe('Pick a size')
  })
})
