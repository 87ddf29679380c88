import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes, randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import expressStaticGzip from 'express-static-gzip'
import express, { type NextFunction, type Request, type Response } from 'express'
import helmet from 'helmet'
import { RouterContextProvider, type ServerBuild, type createContext } from 'react-router'
import { getEnv } from './app/platform/env/env.server.ts'
import { logger } from './app/platform/log/logger.server.ts'
import { createServerTiming, type ServerTiming } from './app/platform/http/server-timing.ts'
import { REFUSED_STATUS_HEADER } from './app/platform/http/refused-status.ts'
import type { RequestInfo } from './app/shopper-context.server.ts'
import { refuseCrossSitePosts } from './app/platform/security/cross-site.server.ts'
import {
  gracefulShutdown,
  installProcessSafetyNet,
  isStarting,
  isStopping,
  readiness,
  readinessChecks,
  setStarting,
  upstreamChecks,
  warmUp,
} from './app/platform/process/lifecycle.server.ts'
import { limitBeaconPosts, limitSignInLikePosts } from './app/platform/security/rate-limit.server.ts'
import { limitEmployeeListReads } from './app/platform/security/employee-list-limit.server.ts'
import { streamedCompression } from './app/platform/http/streamed-compression.server.ts'
import { policyWithHashes, SCRIPT_HASHES_HEADER } from './app/platform/http/shareable-document.server.ts'
import type { handleChangeHook } from './app/features/shared-cache/change-hook.server.ts'
import { servePublicFiles } from './app/platform/http/public-files.server.ts'
import { registerSharedServices } from './app/shared-services.server.ts'

/**
 * The express entry: the client's hashed assets as the build compressed them, then compression,
 * security headers with a per-request CSP nonce, rate limits on sign-in-like posts, public files,
 * /healthz, then React Router.
 */

type RequestInfoKey = ReturnType<typeof createContext<RequestInfo>>
type ChangeHook = typeof handleChangeHook

// The request a piece of code runs for, whatever it awaited since: the process's safety net logs a
// rejection nobody handled with its request's id (Node runs that handler in the promise's context).
const requestContext = new AsyncLocalStorage<{ requestId: string }>()

export async function createServer({ dev = false }: { dev?: boolean } = {}) {
  const env = getEnv()
  const app = express()
  app.disable('x-powered-by')
  // Only the proxies the deployment names (TRUST_PROXY): by default none, so X-Forwarded-For from a
  // client is never taken as its address (the rate limits key on it).
  app.set('trust proxy', env.trustProxy)

  // The client's hashed scripts and styles, first: they never change, so nothing below is theirs to
  // do. They come as the build compressed them (brotli at its best, gzip otherwise; decision 090), and
  // carry the two security headers a script or stylesheet uses (no MIME sniffing, no embedding by
  // another site), not a document's policy headers, a kilobyte on each of a page's files. A name the
  // build did not write goes on through the chain like any request, logged, to its 404 below.
  if (!dev) {
    const assets = expressStaticGzip(path.resolve('build/client/assets'), {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      serveStatic: {
        immutable: true,
        maxAge: '1y',
        // A hashed file never changes and is never asked for again while cached: nothing to validate.
        etag: false,
        lastModified: false,
        fallthrough: true,
        setHeaders: (res) => {
          res.setHeader('X-Content-Type-Options', 'nosniff')
          res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
        },
      },
    })
    app.use('/assets', (req: Request, res: Response, next: NextFunction) => {
      // A path that does not decode names no file: it goes on to the 404 below, with the document's
      // headers, rather than the middleware's own bare 400 page.
      try {
        decodeURIComponent(req.path)
      } catch {
        next()
        return
      }
      assets(req, res, next)
    })
  }

  app.use((req, res, next) => {
    const requestId = (req.get('x-request-id') ?? '').slice(0, 64) || randomUUID()
    res.locals.requestId = requestId
    res.locals.cspNonce = randomBytes(16).toString('base64')
    res.setHeader('x-request-id', requestId)
    const started = performance.now()
    res.locals.timing = createServerTiming(started)
    res.on('finish', () => {
      if (req.path === '/healthz' || req.path === '/readyz') return
      logger.info(
        {
          requestId,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          // A data request's refusal, answered 200 with its status in a header (decision 088).
          refused: Number(res.getHeader(REFUSED_STATUS_HEADER)) || undefined,
          ms: Math.round(performance.now() - started),
        },
        'request',
      )
    })
    requestContext.run({ requestId }, next)
  })

  // Brotli's default window (4 MB, set up per response) is far larger than any document; 256 kB
  // compresses them the same, for a quarter of the CPU (decision 052). Quality 3, not compression's 4:
  // documents 4 % larger (about 1.3 kB, still smaller than gzip's), 1–4 ms less per page (decision 064).
  app.use(
    compression({
      brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18, [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
    }),
  )
  app.use(streamedCompression())
  const providerOrigin = new URL(env.paymentProviderUrl).origin
  // Where the content's Cloudinary videos and posters are delivered from (CMS-086).
  const CLOUDINARY = new URL(env.cloudinaryUrl).origin
  const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com'
  // The pay-later provider's script on the billing step (CHK-038).
  const bnplOrigin = new URL(env.bnplScriptUrl).origin
  // The galleries' widget scripts (CAT-046, CAT-047) and the photos they and the static grids show.
  const ugcOrigins = [
    ...new Set([env.ugcWidgetUrl, env.socialGalleryWidgetUrl].map((url) => new URL(url).origin)),
  ]
  const socialMediaOrigin = new URL(env.socialMediaApiUrl).origin
  // The captcha provider's script on the forms that post its token, and its frame (PLAT-026).
  const captchaOrigin = new URL(env.captchaScriptUrl).origin
  // Each origin once: with the defaults they are all the emulator's.
  const scriptOrigins = [...new Set([bnplOrigin, providerOrigin, ...ugcOrigins, captchaOrigin])]
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: dev
            ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...scriptOrigins]
            : [
                "'self'",
                (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`,
                ...scriptOrigins,
              ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', env.imageOrigin, CLOUDINARY, ...ugcOrigins, socialMediaOrigin],
          // Content videos: the media origin's files, or Cloudinary's where the content says so (CMS-088).
          mediaSrc: ["'self'", env.imageOrigin, CLOUDINARY],
          fontSrc: ["'self'"],
          connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
          // The card step posts to us and is redirected to the provider's hosted page.
          formAction: ["'self'", providerOrigin],
          frameAncestors: ["'self'"],
          // The provider's hosted card fields (CHK-037) and the bank's 3DS page in the summary's dialog.
          // A YouTube video plays in the privacy-enhanced player once the shopper asks for it (CMS-089).
          frameSrc: ["'self'", ...new Set([providerOrigin, YOUTUBE_PLAYER, captchaOrigin])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Browsers then send a real Origin with form posts, which React Router's CSRF check compares with
      // the host (no-referrer would make it "null" and every no-JavaScript post a 400).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Set below, and only over HTTPS: HSTS on http://localhost would pin a developer's browser.
      hsts: false,
    }),
  )
  app.use((req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  })
  // A page a shared cache may keep carries no nonce (decision 069): it names the hashes of its inline
  // scripts, and they take the nonce's place in the policy above. The header itself never leaves.
  app.use((_req, res, next) => {
    const append = res.append.bind(res)
    res.append = (field: string, value?: string | string[]) => {
      if (field.toLowerCase() !== SCRIPT_HASHES_HEADER.toLowerCase()) return append(field, value)
      const policy = res.getHeader('Content-Security-Policy')
      if (typeof policy === 'string')
        res.setHeader(
          'Content-Security-Policy',
          policyWithHashes(policy, res.locals.cspNonce as string, String(value ?? '')),
        )
      return res
    }
    next()
  })

  app.get('/favicon.ico', (_req, res) => {
    res.redirect(301, '/favicon.svg')
  })

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })

  for (const check of upstreamChecks(env))
    if (!readinessChecks.some((c) => c.name === check.name)) readinessChecks.push(check)
  registerSharedServices(env)
  // Readiness: the upstreams answer (and whatever else registered a check; Redis is reported, not
  // required: decision 044); 503 while warming up and while stopping.
  app.get('/readyz', async (_req, res) => {
    const starting = isStarting()
    const state = isStopping() || starting ? { ready: false, checks: {} } : await readiness()
    const { ready, ...reported } = state
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ok' : starting ? 'starting' : 'unavailable', ...reported })
  })

  // An upstream's signed change (decision 069): a server-to-server post, authenticated by its
  // signature, so before the browsers' cross-site refusal; the build's handler purges the build's caches.
  app.all('/hooks/changes', express.raw({ type: () => true, limit: '64kb' }), async (req, res) => {
    res.set('Cache-Control', 'no-store')
    if (req.method !== 'POST') return void res.set('Allow', 'POST').status(405).json({ error: 'POST only' })
    const current = build ?? (await loadBuild())
    const handle = (current.entry.module as unknown as { handleChangeHook: ChangeHook }).handleChangeHook
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : ''
    const answer = await handle({ body, signature: req.get('x-webhook-signature') })
    res.status(answer.status).json(answer.body)
  })

  // Before anything reads a body or counts a post: a cross-site post changes nothing (decision 043).
  app.use(refuseCrossSitePosts())
  app.use(limitSignInLikePosts(env.SENSITIVE_POSTS_PER_MINUTE))
  app.use(limitBeaconPosts())
  app.use(limitEmployeeListReads())

  let loadBuild: () => Promise<ServerBuild>
  // Production hands React Router the build itself: given a function, it re-derives its route tables
  // (flattened and ranked routes, the static handler) on every request, a tenth of a page's CPU time.
  let build: ServerBuild | undefined
  if (dev) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
    app.use(vite.middlewares)
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  } else {
    const buildDir = path.resolve('build')
    app.use(
      '/assets',
      // A missing asset is a 404, not a page: without this it would be redirected under a locale.
      (_req: Request, res: Response) => {
        res.status(404).set('Cache-Control', 'no-store').end()
      },
    )
    app.use(servePublicFiles(path.join(buildDir, 'client'), { skip: ['assets'], maxAge: '1h', index: false }))
    const imported = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
    build = imported
    loadBuild = async () => imported
  }

  app.all(
    '/{*splat}',
    createRequestHandler({
      build: build ?? loadBuild,
      mode: dev ? 'development' : 'production',
      async getLoadContext(req: Request, res: Response) {
        const current = build ?? (await loadBuild())
        // The context key lives in the app bundle; take it from there so both sides share one instance.
        const key = (current.entry.module as unknown as { requestInfoContext: RequestInfoKey })
          .requestInfoContext
        const context = new RouterContextProvider()
        context.set(key, {
          requestId: res.locals.requestId as string,
          nonce: res.locals.cspNonce as string,
          rateLimited: res.locals.rateLimited as { retryAfterSeconds: number } | undefined,
          timing: res.locals.timing as ServerTiming,
          dataRequest: req.path.endsWith('.data'),
        })
        return context
      },
    }),
  )
  // A path the router cannot decode (a malformed percent escape) is the client's mistake: a 400, which
  // the request's log line records. Express's own handler printed its stack on every such request, so
  // anyone could fill the log with them.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof URIError) || res.headersSent) return next(error)
    res.status(400).set('Cache-Control', 'no-store').type('text/plain').send('Bad Request')
  })
  return app
}

/**
 * Starts listening, then warms up (decision 043): the promise resolves, and `/readyz` turns 200, once
 * one page has been rendered (or the bounded warm-up gave up), so neither the start script's "ready"
 * nor a load balancer sends shoppers to a server that has not loaded its pages yet. It owns the process
 * from then on: a rejection nobody handled is logged and serving goes on, an uncaught exception stops it
 * once the requests in flight are done (lifecycle.server.ts).
 */
export async function startServer({ dev = false }: { dev?: boolean } = {}) {
  const env = getEnv()
  const app = await createServer({ dev })
  setStarting(true)
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(env.PORT, env.HOST, () => resolve(listening))
  })
  // Idle keep-alive connections outlive a proxy's or client's own idle timeout (Varnish and most load
  // balancers keep 60 s): at Node's default of 5 s, a request sent on a connection the server is just
  // closing is reset instead of answered.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  // Stops accepting, lets requests in flight finish, then runs the shutdown hooks; once, whether a
  // signal or a crash asks first.
  let closing: Promise<void> | undefined
  const close = () => (closing ??= gracefulShutdown(server, env.SHUTDOWN_GRACE_MS))
  installProcessSafetyNet({
    close,
    requestId: () => requestContext.getStore()?.requestId,
    deadlineMs: env.SHUTDOWN_GRACE_MS + 5000,
  })
  await warmUp(loopbackOrigin(server), dev ? 0 : env.WARM_UP_TIMEOUT_MS)
  setStarting(false)
  const host = env.HOST === '127.0.0.1' || env.HOST === '0.0.0.0' ? 'localhost' : env.HOST
  return { url: `http://${host}:${env.PORT}`, close }
}

/** Where this process reaches the server it just started: its own address, loopback for "any". */
function loopbackOrigin(server: Server): string {
  const { address, family, port } = server.address() as AddressInfo
  const ipv6 = family === 'IPv6' || family === (6 as unknown as string)
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address
  return `http://${ipv6 && host !== '127.0.0.1' ? `[${host}]` : host}:${port}`
}
