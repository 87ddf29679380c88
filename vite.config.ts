import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { constants as zlib } from 'node:zlib'

/**
 * The app shell (decision 016). Rollup gives each set of entries that share modules a chunk of its own:
 * it does not know that the root route comes with every page, so a module the header shares with a page
 * became one more file in every first load. Here everything the root route loads, apart from its own file
 * and the framework the client entry brings, goes in one chunk. Every page loads all of it anyway, so a
 * module shared by the header and any route joins the chunk of its importer the page already has.
 */
function appShell(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined
  return (id, { getModuleIds, getModuleInfo }) => {
    shell ??= shellModules([...getModuleIds()], getModuleInfo)
    const file = fileOf(id)
    if (shell.has(id) || JSX_RUNTIME.test(file) || DEFERRED_BLOCK_LIST.test(file)) return 'app-shell'
    if (MENU_MARKUP.test(file)) return 'menu-markup'
    return CATALOGUE_PAGE_PARTS.test(file) ? 'catalogue-page-parts' : null
  }
}

const rootRoute = path.resolve('app/root.tsx')
/**
 * React's JSX runtime (a few hundred bytes) was a file of its own in every first load: the client entry
 * and every component import it, and Rollup kept it apart from the framework's chunk. It rides in the
 * shell, which every page loads anyway (decision 055).
 */
const JSX_RUNTIME =
  /[/\\]node_modules[/\\]react[/\\](jsx-runtime\.js|cjs[/\\]react-jsx-runtime\.production\.js)$/
/**
 * The content sections' lazy block list (a few hundred bytes; the registry it loads stays apart) is on
 * nearly every page: the listing, product, search, cart and checkout pages and the not-found page. Apart,
 * it was one more file in each of their first loads (decision 055).
 */
const DEFERRED_BLOCK_LIST = /[/\\]app[/\\]blocks[/\\]deferred-block-list\.tsx$/
/**
 * The menu's markup and its words, loaded only when they are needed (the desktop bar's when the menu's
 * content changes, the phone's when the shopper opens it): one file rather than five, each of whose
 * names the shell would otherwise carry in its list of lazy imports' dependencies.
 */
const MENU_MARKUP =
  /[/\\]app[/\\]shell[/\\]((mega-menu-(content|parts)|mobile-menu-(dialog|list))\.tsx|locales[/\\]menu\.ts)$/
/**
 * The heart and the breadcrumbs, a few hundred bytes each: the listing and the product page have both,
 * the search page the heart. Apart, each was one more file in those pages' first loads, each with its
 * own import lines; together they are one, and the search page loads the breadcrumbs' few hundred
 * bytes with the heart. The reviews' intent names (a few dozen bytes), which the product page reads and
 * its lazy reviews section posts, ride with them rather than be a file of their own.
 */
const CATALOGUE_PAGE_PARTS =
  /[/\\]app[/\\](components[/\\](favorite-button|breadcrumbs)\.tsx|features[/\\]reviews[/\\]intents\.ts)$/
const CONTRACT_MODULES =
  /\/app\/(features\/(cart|payments\/(wallet|express))\/intents|domain\/(cart\/wishlist-intents|errors\/form-reply|page\/enhanced-post|tracking\/listed-page)|components\/enhanced-field)\.tsx?$/
const fileOf = (id: string) => id.split('?')[0] ?? id
/**
 * The domain's rules (app/domain/<topic>/), the pure rules of the platform that were models before, and
 * the blocks' schemas (app/blocks/<block>/schema.ts and their registry), which are domain too.
 */
const PURE_MODULE =
  /[/\\]app[/\\](domain[/\\][^/\\]+[/\\][^/\\]+|platform[/\\](api[/\\](circuit-breaker|upstream-cookies(\.server)?|mock-mode|upstream-groups|api-contracts|call-templates)|http[/\\]server-timing|log[/\\]warning-throttle|cache[/\\](cache-policy|page-cache|surrogate-keys))|blocks[/\\](schemas|[^/\\]+[/\\]schema))\.tsx?$/

function shellModules(ids: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const entries = ids.filter((id) => getModuleInfo(id)?.isEntry)
  const root = entries.find((id) => fileOf(id) === rootRoute)
  const client = entries.find((id) => /[/\\]entry\.client\.[jt]sx?$/.test(fileOf(id)))
  if (!root || !client) throw new Error('app shell: no root route or client entry among the entries')
  const framework = staticImports(client, getModuleInfo)
  const shell = new Set<string>()
  for (const id of loadedModules(root, getModuleInfo)) {
    // Styles stay with the root route, whose manifest entry lists them.
    if (fileOf(id) === rootRoute || framework.has(id) || /\.css$/.test(fileOf(id))) continue
    shell.add(id)
  }
  // The action contract's small shared pieces (decision 020): the reply shape, the enhanced-post marker
  // and the intent names of the forms found across the shop (add to cart, favourites, express pay).
  // Forms on most pages use them; apart, each was one more file of a few hundred bytes in a first load.
  for (const id of ids) if (CONTRACT_MODULES.test(fileOf(id).split(path.sep).join('/'))) shell.add(id)
  return shell
}

/** Every module `entry` imports statically, used or not. */
function staticImports(entry: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set([entry])
  for (const id of seen) for (const dep of getModuleInfo(id)?.importedIds ?? []) seen.add(dep)
  return seen
}

/**
 * The modules loading `entry` runs, following static imports as far as the bindings asked for reach:
 * an export no importer asks for does not pull in what only it uses: a module whose one export the shell
 * reads does not bring along what only its other exports, which a page asks for, import. A close superset
 * of what Rollup keeps.
 */
function loadedModules(entry: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const asked = new Map<string, Set<string>>([[entry, new Set(['*'])]])
  const queue = [entry]
  const factsById = new Map<string, ModuleFacts | undefined>()
  const ask = (id: string, names: Iterable<string>) => {
    const known = asked.get(id) ?? new Set<string>()
    const before = known.size
    for (const name of names) known.add(name)
    if (!asked.has(id) || known.size > before) {
      asked.set(id, known)
      queue.push(id)
    }
  }
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const info = getModuleInfo(id)
    if (!info || info.isExternal) continue
    if (!factsById.has(id)) factsById.set(id, info.ast ? moduleFacts(info.ast as unknown as Node) : undefined)
    const facts = factsById.get(id)
    // Without a readable module, every import counts.
    if (!facts || facts.sources.length !== info.importedIds.length) {
      for (const dep of info.importedIds) ask(dep, ['*'])
      continue
    }
    const idOf = new Map(facts.sources.map((source, i) => [source, info.importedIds[i]!]))
    const names = asked.get(id)!
    const all = names.has('*')
    const requests = new Map<string, Set<string>>(facts.sources.map((s) => [s, new Set()]))
    const reached = new Set<string>(facts.sideEffectSources)
    // Local bindings in use: code that always runs and the declarations of the exports asked for.
    const live = new Set(facts.always)
    for (const [exported, local] of facts.exports) if (all || names.has(exported)) live.add(local)
    for (const [exported, { source, name }] of facts.reexports)
      if (all || names.has(exported)) requests.get(source)!.add(name)
    const unknown = [...names].filter((n) => n !== '*' && !facts.exports.has(n) && !facts.reexports.has(n))
    for (const source of facts.stars)
      for (const name of all ? ['*'] : unknown) requests.get(source)!.add(name)
    for (const name of live) {
      for (const ref of facts.declarations.get(name) ?? []) live.add(ref)
      const binding = facts.imports.get(name)
      if (binding) requests.get(binding.source)!.add(binding.name)
    }
    for (const [source, wanted] of requests)
      if (wanted.size > 0 || reached.has(source)) ask(idOf.get(source)!, wanted)
  }
  return new Set(asked.keys())
}

type Node = { type: string; [key: string]: unknown }
type Binding = { source: string; name: string }

interface ModuleFacts {
  /** Import and re-export sources in the order Rollup lists `importedIds`. */
  sources: string[]
  sideEffectSources: string[]
  imports: Map<string, Binding>
  exports: Map<string, string>
  reexports: Map<string, Binding>
  stars: string[]
  /** Top-level names, with the identifiers their declarations mention. */
  declarations: Map<string, Set<string>>
  /** Identifiers that code run on loading mentions: statements and initialisers with effects. */
  always: Set<string>
}

function moduleFacts(program: Node): ModuleFacts {
  const facts: ModuleFacts = {
    sources: [],
    sideEffectSources: [],
    imports: new Map(),
    exports: new Map(),
    reexports: new Map(),
    stars: [],
    declarations: new Map(),
    always: new Set(),
  }
  const addSource = (node: Node) => {
    const source = String((node.source as Node).value)
    if (!facts.sources.includes(source)) facts.sources.push(source)
    return source
  }
  const nameOf = (node: Node) => String(node.type === 'Identifier' ? node.name : node.value)
  const declare = (declaration: Node) => {
    const refs = identifiers(declaration)
    if (runsCode(declaration)) for (const ref of refs) facts.always.add(ref)
    const names =
      declaration.type === 'VariableDeclaration'
        ? (declaration.declarations as Node[]).flatMap((d) => [...identifiers(d.id as Node)])
        : declaration.id
          ? [nameOf(declaration.id as Node)]
          : []
    for (const name of names) facts.declarations.set(name, refs)
    return names
  }
  for (const statement of program.body as Node[]) {
    switch (statement.type) {
      case 'ImportDeclaration': {
        const source = addSource(statement)
        const specifiers = statement.specifiers as Node[]
        if (specifiers.length === 0) facts.sideEffectSources.push(source)
        for (const s of specifiers) {
          const name =
            s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : s.type === 'ImportNamespaceSpecifier'
                ? '*'
                : nameOf(s.imported as Node)
          facts.imports.set(nameOf(s.local as Node), { source, name })
        }
        break
      }
      case 'ExportAllDeclaration': {
        const source = addSource(statement)
        if (statement.exported) facts.reexports.set(nameOf(statement.exported as Node), { source, name: '*' })
        else facts.stars.push(source)
        break
      }
      case 'ExportNamedDeclaration': {
        if (statement.source) {
          const source = addSource(statement)
          for (const s of statement.specifiers as Node[])
            facts.reexports.set(nameOf(s.exported as Node), { source, name: nameOf(s.local as Node) })
        } else if (statement.declaration) {
          for (const name of declare(statement.declaration as Node)) facts.exports.set(name, name)
        } else {
          for (const s of statement.specifiers as Node[])
            facts.exports.set(nameOf(s.exported as Node), nameOf(s.local as Node))
        }
        break
      }
      case 'ExportDefaultDeclaration': {
        const declaration = statement.declaration as Node
        const [name] = declaration.id ? declare(declaration) : []
        if (!name) {
          facts.declarations.set('*default*', identifiers(declaration))
          if (runsCode(declaration)) for (const ref of identifiers(declaration)) facts.always.add(ref)
        }
        facts.exports.set('default', name ?? '*default*')
        break
      }
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
      case 'VariableDeclaration':
        declare(statement)
        break
      default:
        for (const name of identifiers(statement)) facts.always.add(name)
    }
  }
  return facts
}

/** Whether evaluating a declaration may do more than define names (a call, `new`, an assignment). */
function runsCode(node: Node): boolean {
  if (/^(Call|New|TaggedTemplate|Assignment|Update|Await|Import)Expression$/.test(node.type)) return true
  if (/Function/.test(node.type)) return false
  return Object.values(node).some((value) =>
    (Array.isArray(value) ? value : [value]).some(
      (child) =>
        child &&
        typeof child === 'object' &&
        typeof (child as Node).type === 'string' &&
        runsCode(child as Node),
    ),
  )
}

/** Every identifier a node mentions, whatever its scope: more than it uses, never less. */
function identifiers(node: Node, found = new Set<string>()): Set<string> {
  if (node.type === 'Identifier') found.add(String(node.name))
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
        identifiers(child as Node, found)
    }
  }
  return found
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The client's scripts and styles are compressed once, at the best ratio, and served as they are
    // (server.ts): on the fly a server can only afford a fast, weaker setting (decision 090).
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg)$/,
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
  ],
  build: {
    // Hashed assets are served with immutable caching by server.ts.
    assetsInlineLimit: 0,
    // The other languages' catalogue loader is imported by the app shell only, so what it imports (the
    // shell and the framework) is loaded already: no preload list for it (decision 046). The shell's
    // after-hydration module keeps its list: it imports small shared chunks a page may not have yet.
    modulePreload: {
      resolveDependencies: (file, deps) => (/(^|\/)load\.client-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    // The client build only: the server bundle loads from disk, where chunks cost nothing.
    rollupOptions: isSsrBuild
      ? {}
      : // Only the modules named go in the shell; what else they import stays where Rollup puts it.
        {
          // Models and block schemas are pure (declarations, schemas, functions: docs/architecture.md):
          // a module that imports one and uses none of its bindings does not need it loaded, so no empty
          // import of a model's chunk is kept only because Rollup cannot prove a top-level call has no
          // effect.
          treeshake: { moduleSideEffects: (id: string) => !PURE_MODULE.test(fileOf(id)) },
          output: { manualChunks: appShell(), onlyExplicitManualChunks: true },
        },
  },
}))
