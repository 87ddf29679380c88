import { describe, expect, it } from 'vitest'
import { classesIn, usedStyles } from './used-styles.server.ts'

/** A stylesheet as Tailwind writes it: layers, escaped variant classes, custom properties. */
const CSS = [
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-brand:#14532d;--color-red-700:#b91c1c;--spacing:.25rem}}',
  '@layer base{*,:after,:before{box-sizing:border-box}a{color:inherit}}',
  '@layer components{.tile{display:flex}.tile-badge{position:absolute}}',
  '@layer utilities{.flex{display:flex}.hidden{display:none}.text-brand{color:var(--color-brand)}',
  '.text-red-700{color:var(--color-red-700)}.md\\:px-0{padding-inline:0}',
  '.w-\\(--slide\\){width:var(--slide)}.\\[\\&_p\\]\\:my-0 p{margin-block:0}',
  '.group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}',
  '.not-sr\\:block:not(.sr-only){display:block}',
  '.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0000);box-shadow:var(--tw-shadow)}',
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-shadow-color{syntax:"*";inherits:false}',
  '@property --tw-ring-color{syntax:"*";inherits:false}',
].join('')

const used = (html: string) => usedStyles(CSS, classesIn(html), html)

describe('decision 092: the part of the stylesheet a first visit’s document uses', () => {
  it('keeps the rules whose classes the document’s elements carry, variants and escapes included, and drops the others', () => {
    const css = used('<div class="flex md:px-0 w-(--slide) [&amp;_p]:my-0"><p class="text-brand">x</p></div>')
    expect(css).toContain('.flex{display:flex}')
    expect(css).toContain('.md\\:px-0{padding-inline:0}')
    expect(css).toContain('.w-\\(--slide\\){width:var(--slide)}')
    expect(css).toContain('.\\[\\&_p\\]\\:my-0 p{margin-block:0}')
    expect(css).toContain('.text-brand{color:var(--color-brand)}')
    expect(css).not.toContain('.hidden{')
    expect(css).not.toContain('.text-red-700')
    expect(css).not.toContain('.tile')
  })

  it('keeps what needs no class (the layer order, element rules, keyframes) and a block only with something in it', () => {
    const css = used('<p class="flex">x</p>')
    expect(css.startsWith('@layer theme,base,components,utilities;')).toBe(true)
    expect(css).toContain('@layer base{*,:after,:before{box-sizing:border-box}a{color:inherit}}')
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}')
    expect(css).not.toContain('@media')
    expect(css).not.toContain('@layer components')
    expect(used('<p class="md:hidden">x</p>')).toContain(
      '@media (min-width:48rem){.md\\:hidden{display:none}}',
    )
  })

  it('needs no class that sits in a pseudo-class’s argument: the group of a hover variant, a class the element must lack', () => {
    const css = used('<a class="group-hover:underline not-sr:block">x</a>')
    expect(css).toContain('.group-hover\\:underline:is(:where(.group):hover *)')
    expect(css).toContain('.not-sr\\:block:not(.sr-only){display:block}')
  })

  it('keeps only the custom properties that a kept rule, another kept property or the document reads, and their registrations', () => {
    const css = used('<p class="text-brand shadow" style="--spacing:2px">x</p>')
    expect(css).toContain(':root,:host{--color-brand:#14532d;--spacing:.25rem}')
    expect(css).not.toContain('--color-red-700')
    expect(css).toContain('@property --tw-shadow{')
    // Read by the shadow's value only.
    expect(css).toContain('@property --tw-shadow-color{')
    expect(css).not.toContain('--tw-ring-color')
  })

  it('reads the classes of every element as React writes them, entities undone', () => {
    expect(
      classesIn('<div class="a  b"><svg class="c"></svg><p class="[:root:has(&amp;)]:x">y</p></div>'),
    ).toEqual(new Set(['a', 'b', 'c', '[:root:has(&)]:x']))
  })
})
