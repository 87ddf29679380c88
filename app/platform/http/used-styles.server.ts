import postcss, { type ChildNode } from 'postcss'
import selectorParser from 'postcss-selector-parser'

/**
 * A stylesheet cut into the pieces a document may leave out (decision 092): each rule with, for each of
 * its selectors, the classes an element of the document must carry for it to match; the blocks around
 * rules (`@layer`, `@media`, `@supports`); the custom properties' registrations (`@property`) and the
 * rules that only set custom properties for every element (the theme's `:root`, the utilities'
 * initial values), of which only the properties something reads are needed. Everything else
 * (`@keyframes`, `@font-face`, the layer order) stays whole.
 */
type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'property'; name: string; text: string }
  | { kind: 'variables'; selector: string; declarations: { name: string; text: string }[] }
  | { kind: 'rule'; selectors: { text: string; classes: string[] }[]; body: string }
  | { kind: 'block'; prelude: string; children: Piece[] }

/** At-rules whose body is not rules to sort: kept whole. */
const WHOLE = new Set([
  'keyframes',
  '-webkit-keyframes',
  'font-face',
  'page',
  'counter-style',
  'font-feature-values',
])

/**
 * The classes a selector needs on the document's elements: those of its compound selectors, outside
 * any pseudo-class's argument. A class inside `:not()` matches where it is absent, and one inside
 * `:is()`, `:where()` or `:has()` may be one of several alternatives: neither is needed.
 */
function neededClasses(selector: string): string[] | null {
  try {
    const classes: string[] = []
    selectorParser((root) => {
      root.walkClasses((node) => {
        for (let parent = node.parent; parent; parent = parent.parent) {
          if (parent.type === 'pseudo') return
        }
        classes.push(node.value)
      })
    }).processSync(selector)
    return classes
  } catch {
    // A selector the parser does not read is kept: a rule too many costs bytes, one too few the look.
    return null
  }
}

function piecesOf(nodes: ChildNode[]): Piece[] {
  const pieces: Piece[] = []
  for (const node of nodes) {
    if (node.type === 'comment') continue
    if (node.type === 'rule') {
      const whole = node.toString()
      const selectorText = node.raws.selector?.raw ?? node.selector
      const selectors = node.selectors.map((text) => ({ text, classes: neededClasses(text) }))
      const declarations = node.nodes.filter((child) => child.type === 'decl')
      if (
        selectors.every((s) => s.classes?.length === 0) &&
        declarations.length > 0 &&
        declarations.length === node.nodes.length &&
        declarations.every((declaration) => declaration.prop.startsWith('--'))
      ) {
        pieces.push({
          kind: 'variables',
          selector: selectorText,
          declarations: declarations.map((d) => ({ name: d.prop, text: d.toString() })),
        })
      } else if (!whole.startsWith(selectorText) || selectors.some((s) => s.classes === null)) {
        pieces.push({ kind: 'text', text: whole })
      } else {
        const body = whole.slice(selectorText.length)
        pieces.push({ kind: 'rule', selectors: selectors as { text: string; classes: string[] }[], body })
      }
    } else if (node.type === 'atrule') {
      if (node.name === 'property')
        pieces.push({ kind: 'property', name: node.params.trim(), text: node.toString() })
      // A statement (`@layer a,b;`) ends with the semicolon its parent would write after it.
      else if (!node.nodes) pieces.push({ kind: 'text', text: `${node.toString()};` })
      else if (WHOLE.has(node.name)) pieces.push({ kind: 'text', text: node.toString() })
      else
        pieces.push({
          kind: 'block',
          prelude: `@${node.name} ${node.params}`,
          children: piecesOf(node.nodes),
        })
    } else {
      pieces.push({ kind: 'text', text: node.toString() })
    }
  }
  return pieces
}

const parsed = new Map<string, Piece[]>()

function piecesFor(css: string): Piece[] {
  let pieces = parsed.get(css)
  if (!pieces) {
    pieces = piecesOf(postcss.parse(css).nodes)
    // One stylesheet per build; a second entry is a rebuilt stylesheet in development.
    if (parsed.size > 4) parsed.clear()
    parsed.set(css, pieces)
  }
  return pieces
}

/** The custom properties a text reads (`var(--name…`). */
function readProperties(text: string, into: Set<string>) {
  for (const match of text.matchAll(/var\(\s*(--[\w-]+)/g)) into.add(match[1]!)
}

/**
 * The part of `css` a document whose elements carry `classes` can use: every rule none of whose
 * selectors needs a class the document lacks, in the blocks around it, and of the custom properties
 * those rules read (or the document names, in its inline styles), their values and registrations.
 * The result keeps the stylesheet's order and layers, so the whole stylesheet laid over it later
 * changes nothing the document shows.
 */
export function usedStyles(css: string, classes: ReadonlySet<string>, html = ''): string {
  const deferred: Extract<Piece, { kind: 'property' | 'variables' }>[] = []
  const write = (pieces: Piece[]): string => {
    let out = ''
    for (const piece of pieces) {
      if (piece.kind === 'text') out += piece.text
      else if (piece.kind === 'property' || piece.kind === 'variables') {
        out += `\uE000${deferred.length}\uE000`
        deferred.push(piece)
      } else if (piece.kind === 'rule') {
        const kept = piece.selectors.filter((s) => s.classes.every((name) => classes.has(name)))
        if (kept.length > 0) out += kept.map((s) => s.text).join(',') + piece.body
      } else {
        const inner = write(piece.children)
        if (inner) out += `${piece.prelude}{${inner}}`
      }
    }
    return out
  }
  const body = write(piecesFor(css))
  // What is read: by the rules kept, by the document's inline styles, and by the values of what is
  // read (a shadow's value reads its colour), until nothing more is added.
  const read = new Set<string>()
  readProperties(body.replace(/\uE000\d+\uE000/g, ''), read)
  for (const match of html.matchAll(/--[\w-]+/g)) read.add(match[0])
  for (let size = -1; size !== read.size; ) {
    size = read.size
    for (const piece of deferred) {
      if (piece.kind !== 'variables') continue
      for (const declaration of piece.declarations) {
        if (read.has(declaration.name)) readProperties(declaration.text, read)
      }
    }
  }
  return body.replace(/\uE000(\d+)\uE000/g, (_, index: string) => {
    const piece = deferred[Number(index)]!
    if (piece.kind === 'property') return read.has(piece.name) ? piece.text : ''
    const kept = piece.declarations.filter((declaration) => read.has(declaration.name))
    return kept.length > 0 ? `${piece.selector}{${kept.map((d) => d.text).join(';')}}` : ''
  })
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/** The class names on the elements of an HTML document as React writes it. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = match[1]!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!)
    for (const name of value.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}
