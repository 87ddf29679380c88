import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Two rules of the route folder that path patterns cannot express:
 * - `sibling-only`: a route module imports from `app/routes` only its own `+types` and its own sibling
 *   `<route>.server.ts`; what two routes share lives in `app/features` or `app/components`.
 * - `no-orphan-server`: a `*.server.ts` in `app/routes` belongs to a route module of the same name;
 *   one that serves no route is a feature and lives in `app/features/<feature>/`.
 */
const ROUTE_EXTENSIONS = ['.tsx', '.ts']

function routeBase(file) {
  return path
    .basename(file)
    .replace(/\.server\.ts$/, '')
    .replace(/\.(tsx|ts)$/, '')
}

const siblingOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'A route imports only its own sibling server module and types from app/routes.' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const dir = path.dirname(file)
    const base = routeBase(file)
    function check(node) {
      const spec = node.source && node.source.value
      if (typeof spec !== 'string') return
      let target
      if (spec.startsWith('#app/routes/')) target = path.join(dir, spec.slice('#app/routes/'.length))
      else if (spec.startsWith('./') || spec.startsWith('../')) target = path.resolve(dir, spec)
      else return
      if (path.dirname(target) !== dir && !target.startsWith(dir + path.sep)) return
      const rel = path.relative(dir, target)
      if (rel === `+types/${base}` || rel.startsWith(`+types${path.sep}${base}`)) return
      if (routeBase(rel) === base && rel.endsWith('.server.ts')) return
      context.report({
        node: node.source,
        message: `A route never imports another route ('${spec}'): share it through app/features or app/components.`,
      })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}

const noOrphanServer = {
  meta: {
    type: 'problem',
    docs: { description: 'A *.server.ts in app/routes has a route module of the same name.' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    if (!file.endsWith('.server.ts')) return {}
    const base = routeBase(file)
    const dir = path.dirname(file)
    if (ROUTE_EXTENSIONS.some((ext) => existsSync(path.join(dir, base + ext)))) return {}
    return {
      Program(node) {
        context.report({
          node,
          message: `'${path.basename(file)}' serves no route: move it to app/features/<feature>/.`,
        })
      },
    }
  },
}

export default { rules: { 'sibling-only': siblingOnly, 'no-orphan-server': noOrphanServer } }
