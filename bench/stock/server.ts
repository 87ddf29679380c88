import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'

/** Serves the stock app's production build the way `react-router-serve` does: compression, assets, SSR. */
const dir = import.meta.dirname
const build = (await import(pathToFileURL(path.join(dir, 'build/server/index.js')).href)) as ServerBuild
const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use('/assets', express.static(path.join(dir, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(path.join(dir, 'build/client'), { maxAge: '1h' }))
app.all('/{*splat}', createRequestHandler({ build }))
const port = Number(process.env.PORT ?? 3900)
app.listen(port, '127.0.0.1', () => console.log(`Stock app on http://localhost:${port}`))
