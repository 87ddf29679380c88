import { Transform } from 'node:stream'

const HEAD_END = Buffer.from('</head>')
const SCRIPT_END = Buffer.from('</script>')
/** React Router's boot script (`<Scripts>`): the only module script in the document's body. */
const BOOT_MARKER = Buffer.from(' type="module" async="">')
const SCRIPT_START = Buffer.from('<script')
/** Enough of a chunk's end to hold the start of the boot script cut across two chunks. */
const TAIL = 256
const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g
/** A first visit's stylesheet file, asked for ahead (app/components/stylesheet.tsx). */
const STYLESHEET_PREFETCH = /<link rel="prefetch" href="(\/assets\/[\w.-]+\.css)"\/>/g
const NONCE = /\snonce="([^"]*)"/
/** A value written into an inline script: JSON, with nothing that could end the script element. */
const inScript = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')

/** The route manifest React Router writes into its boot script, indented two spaces a level. */
const MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});\n/

/**
 * The boot script's code with its route manifest on one line. React Router writes the manifest
 * indented, a line per field: about a third of the script's 4–5 kB, carried in every document, in a
 * string the browser then parses. JSON puts no line break inside a value, so the manifest ends at the
 * first `}` that starts a line and a `;` follows. It is written back escaped like every value in these
 * scripts; code whose manifest does not read back as JSON is left as it is.
 */
export function compactManifest(code: string): string {
  return code.replace(MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${inScript(JSON.parse(json))};\n`
    } catch {
      return whole
    }
  })
}

/**
 * The classic script that takes the boot script's place: once the browser reports the page's first
 * paint (where it does not report paints, once the next frame is drawn; in any case after three seconds,
 * for a tab that does not paint), it adds the module preloads and the boot script to the head, and the
 * page's JavaScript starts loading. A first visit's head carries only the part of the stylesheet its
 * markup uses (decision 092): the whole file is added first, for what the page draws once it runs (a
 * dialog, the next page). A stylesheet a script adds holds back no paint.
 */
function bootAfterPaint(nonce: string, preloads: string[], code: string, stylesheets: string[]) {
  const attribute = nonce ? ` nonce="${nonce}"` : ''
  const addStylesheets =
    stylesheets.length === 0
      ? ''
      : `${inScript(stylesheets)}.forEach(function(h){var l=d.createElement("link");l.rel="stylesheet";l.href=h;d.head.appendChild(l)});`
  return (
    `<script${attribute}>(function(){var d=document,n=${inScript(nonce)},started=0;` +
    `function start(){if(started)return;started=1;${addStylesheets}` +
    `${inScript(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;if(n)l.nonce=n;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=${inScript(code)};d.head.appendChild(s)}` +
    `var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,3000)})()</script>`
  )
}

/**
 * The page's JavaScript starts loading once the page is painted (decision 060). The server's document
 * is complete and works without JavaScript; the browser paints it and fetches its largest image first,
 * and only then the modules that hydrate it, all at once. React Router's `<Scripts>` renders the module
 * preloads in the head and a module script at the end of the body, which the browser would fetch while
 * it reads the document: this transform takes the preloads out of the head as it leaves and puts, in
 * the boot script's place, a script that adds both after the first paint. The bytes are held only
 * until `</head>` and around the boot script; the rest passes through untouched.
 */
export function bootAfterFirstPaint(): Transform {
  let held: Buffer = Buffer.alloc(0)
  let state: 'head' | 'body' | 'boot' | 'done' = 'head'
  let preloads: string[] = []
  let stylesheets: string[] = []
  const step = (push: (bytes: Buffer) => void) => {
    for (;;) {
      if (state === 'done') return push(held)
      if (state === 'head') {
        const end = held.indexOf(HEAD_END)
        if (end === -1) return
        const cut = end + HEAD_END.length
        const head = held.subarray(0, cut).toString('utf8')
        // Once each: the client entry came twice (itself, then as the root route's import), one more
        // link element added to the head for a module the browser already fetches.
        preloads = [...new Set(Array.from(head.matchAll(PRELOAD), (match) => match[1]!))]
        stylesheets = [...head.matchAll(STYLESHEET_PREFETCH)].map((match) => match[1]!)
        push(Buffer.from(head.replaceAll(PRELOAD, '')))
        held = held.subarray(cut)
        state = 'body'
      } else if (state === 'body') {
        const marker = held.indexOf(BOOT_MARKER)
        const start = marker === -1 ? -1 : held.lastIndexOf(SCRIPT_START, marker)
        if (start === -1) {
          const keep = Math.max(0, held.length - TAIL)
          push(held.subarray(0, keep))
          held = held.subarray(keep)
          return
        }
        push(held.subarray(0, start))
        held = held.subarray(start)
        state = 'boot'
      } else {
        const end = held.indexOf(SCRIPT_END)
        if (end === -1) return
        const cut = end + SCRIPT_END.length
        const element = held.subarray(0, cut).toString('utf8')
        const open = element.indexOf('>') + 1
        const nonce = NONCE.exec(element.slice(0, open))?.[1] ?? ''
        const code = compactManifest(element.slice(open, element.length - SCRIPT_END.length))
        push(Buffer.from(bootAfterPaint(nonce, preloads, code, stylesheets)))
        held = held.subarray(cut)
        state = 'done'
      }
    }
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held = held.length > 0 ? Buffer.concat([held, chunk]) : chunk
      step((bytes) => bytes.length > 0 && this.push(bytes))
      if (state === 'done') held = Buffer.alloc(0)
      callback()
    },
    flush(callback) {
      callback(null, held.length > 0 ? held : undefined)
    },
  })
}

const BOOT_CODE = /s\.textContent=("(?:[^"\\]|\\.)*");d\.head\.appendChild\(s\)/

/**
 * The module code the boot script adds once the page is painted, as the browser will see it: a page
 * whose policy lists its scripts' hashes (decision 069) lists this one's too. Null when the document
 * has no boot script.
 */
export function bootCodeOf(html: string): string | null {
  const literal = BOOT_CODE.exec(html)?.[1]
  return literal === undefined ? null : (JSON.parse(literal) as string)
}
