import { getResponse, type RequestHandler } from 'msw'

/**
 * MSW answers a request by trying its handlers in order, and for each one it first parses the request
 * (the URL, every cookie) and compiles the handler's path into a regular expression, whatever the
 * method. With the emulator's ~190 handlers that was more than half of its CPU time: a request for the
 * last service in the list paid for the other 180 first. `answer` asks MSW the same question of only
 * the handlers that can match: the method and a pattern compiled once per handler, looser than MSW's
 * own (it may keep a handler MSW then finds does not match, never the reverse). Order is kept, so the
 * first handler to answer still wins, and a handler that passes a request on still passes it to the
 * next. A handler whose path is a function (the control gate, which captures every request) or a
 * regular expression, or uses path syntax beyond `:param` and `*`, is always tried.
 */

type MayMatch = (method: string, url: string) => boolean

const ALWAYS: MayMatch = () => true

interface HandlerInfo {
  method?: unknown
  path?: unknown
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The URLs an MSW path string can match, as one regular expression: `*` any text, `:name` any segment,
 * the rest literally, case-insensitive, with or without a trailing slash (path-to-regexp's defaults).
 * Undefined for a path that uses more of path-to-regexp's syntax (groups, modifiers, custom patterns).
 */
function looseUrlPattern(path: string): RegExp | undefined {
  const clean = path.replace(/[?#].*$/, '')
  const withoutProtocol = clean.replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
  if (/[{}()+?]/.test(withoutProtocol)) return undefined
  let source = ''
  for (const part of clean.split(/(\*+|:[A-Za-z0-9_]+)/)) {
    if (!part) continue
    if (part.startsWith('*')) source += '.*'
    else if (/^:[A-Za-z0-9_]+$/.test(part)) source += '[^/]*'
    else source += escapeForRegExp(part)
  }
  return new RegExp(`^${source}/?$`, 'i')
}

function methodTest(method: unknown): ((actual: string) => boolean) | undefined {
  if (typeof method === 'string') {
    const expected = method.toUpperCase()
    return (actual) => actual.toUpperCase() === expected
  }
  if (method instanceof RegExp) {
    const pattern = new RegExp(method.source, method.flags.replace(/[gy]/g, ''))
    return (actual) => pattern.test(actual)
  }
  return undefined
}

function mayMatch(handler: RequestHandler): MayMatch {
  const { method, path } = (handler.info ?? {}) as HandlerInfo
  if (typeof path !== 'string') return ALWAYS
  const url = looseUrlPattern(path)
  const methodMatches = methodTest(method)
  if (!url || !methodMatches) return ALWAYS
  return (actualMethod, actualUrl) => methodMatches(actualMethod) && url.test(actualUrl)
}

/** MSW's answer to `request` from `handlers`, asked of the handlers that can match it only. */
export function dispatcher(handlers: readonly RequestHandler[]) {
  const tests = handlers.map((handler) => ({ handler, mayMatch: mayMatch(handler) }))
  const candidates = (request: Request): RequestHandler[] => {
    const url = new URL(request.url)
    const clean = `${url.origin}${url.pathname}`
    return tests.filter((test) => test.mayMatch(request.method, clean)).map((test) => test.handler)
  }
  return {
    candidates,
    answer: (request: Request): Promise<Response | undefined> => getResponse(candidates(request), request),
  }
}
