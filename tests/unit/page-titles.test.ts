import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { resources } from '#app/platform/i18n/i18n.ts'

/**
 * Page titles come from the `meta` catalogue: a loader returns its page's translated `title`, and a
 * route's `meta` only reads data. A text literal in a `meta` function is a title that cannot be
 * translated.
 */

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../app/routes')
const routeModules = [
  ...readdirSync(ROUTES_DIR)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(ROUTES_DIR, file)),
  path.resolve(import.meta.dirname, '../../app/root.tsx'),
]

/** Machine words a meta descriptor may spell out: tag, attribute and directive values, not text. */
const NOT_TEXT = new Set(['robots', 'noindex', 'description', 'canonical', 'link'])

function metaFunction(source: ts.SourceFile): ts.Node | undefined {
  let found: ts.Node | undefined
  source.forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'meta') found = node
    if (ts.isVariableStatement(node)) {
      for (const declaration of node.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === 'meta') found = declaration
      }
    }
  })
  return found
}

/** Every string literal of a node, machine words included. */
function textLiteralsWithMachineWords(root: ts.Node): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text)
    node.forEachChild(visit)
  }
  visit(root)
  return found
}

/** The text literals of a node: string and template pieces with a letter in them. */
function textLiterals(root: ts.Node): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const isName = ts.isPropertyAssignment(node.parent) && node.parent.name === node
    let texts: string[] = []
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isName) texts = [node.text]
    if (ts.isTemplateExpression(node))
      texts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)]
    found.push(...texts.filter((text) => /\p{L}/u.test(text) && !NOT_TEXT.has(text)))
    node.forEachChild(visit)
  }
  visit(root)
  return found
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix]
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  )
}

describe('page titles', () => {
  const sources = routeModules.map((file) => ({
    file: path.relative(process.cwd(), file),
    text: readFileSync(file, 'utf8'),
  }))

  it('no route renders a literal in its meta: titles and descriptions come from data', () => {
    const metas = sources.flatMap(({ file, text }) => {
      const node = metaFunction(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true))
      return node ? [{ file, literals: textLiterals(node) }] : []
    })
    // Every page has a title: the scan must have found the route modules' meta functions.
    expect(metas.length).toBeGreaterThanOrEqual(35)
    for (const { file, literals } of metas) expect(literals, file).toEqual([])
  })

  it('a page search engines may list describes itself; any other says noindex', () => {
    // The newsletter page and the warranty claim were listed with no description.
    const silent = sources.flatMap(({ file, text }) => {
      const node = metaFunction(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true))
      const literals = node ? textLiteralsWithMachineWords(node) : []
      return node && !literals.includes('noindex') && !literals.includes('description') ? [file] : []
    })
    expect(silent).toEqual([])
  })

  it('every meta key a page translates has an English entry, and every entry is used', () => {
    // A route's loader, or the feature's page function it hands the work to, gives the title.
    const APP_DIR = path.resolve(import.meta.dirname, '../../app')
    const appSources = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(APP_DIR, file), 'utf8'))
    const used = new Set(
      appSources.flatMap((text) => [...text.matchAll(/'meta:([\w.]+)'/g)].map((m) => m[1]!)),
    )
    const entries = leafKeys(resources.en.meta)
    expect([...used].filter((key) => !entries.includes(key))).toEqual([])
    expect(entries.filter((key) => !used.has(key))).toEqual([])
  })

  it('a loader’s title is a page title from the meta catalogue, not a heading from another namespace', () => {
    // "Your orders", "Track an order", "Event sign-up" were their pages' headings, without the shop's name.
    const borrowed = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\btitle: *(?:getI18n\(context\)\.)?t\('(\w+):([\w.]+)'/g)]
        .filter(([, namespace]) => namespace !== 'meta')
        .map(([, namespace, key]) => `${file}: ${namespace}:${key}`),
    )
    expect(borrowed).toEqual([])
  })

  it('every page title, in every language, ends with the shop’s name, as the product and listing titles do', () => {
    const CATALOGUES = path.resolve(import.meta.dirname, '../../app/locales')
    const titles = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(titles)
    for (const language of ['en', 'fr', 'de']) {
      const catalogue: unknown = JSON.parse(
        readFileSync(path.join(CATALOGUES, language, 'meta.json'), 'utf8'),
      )
      const all = titles(catalogue)
      expect(all.length, language).toBe(leafKeys(resources.en.meta).length)
      expect(
        all.filter((title) => !title.endsWith(' | Trailhead Outfitters')),
        language,
      ).toEqual([])
    }
  })
})
