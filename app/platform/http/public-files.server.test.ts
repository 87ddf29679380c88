import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryPath, homePath } from '#app/domain/paths/paths.ts'
import { servePublicFiles } from './public-files.server.ts'

let dir: string
let server: Server
let base: string
const fellThrough: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'public-files-'))
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
  mkdirSync(path.join(dir, 'docs'))
  writeFileSync(path.join(dir, 'docs', 'size-guide.txt'), 'sizes')
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'assets', 'app-123.js'), 'js')
  mkdirSync(path.join(dir, '.vite'))
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}')
  const app = express()
  app.use(servePublicFiles(dir, { skip: ['assets'], maxAge: '1h', index: false }))
  app.use((req, res) => {
    fellThrough.push(req.path)
    res.status(200).send('page')
  })
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve())
  })
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(dir, { recursive: true, force: true })
})

describe('servePublicFiles', () => {
  it('serves the files of the build, nested ones too, with their caching', async () => {
    const favicon = await fetch(`${base}/favicon.svg`)
    expect(favicon.status).toBe(200)
    expect(await favicon.text()).toBe('<svg/>')
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await (await fetch(`${base}/docs/size-guide.txt`)).text()).toBe('sizes')
  })

  it('passes everything else on: pages, the skipped folder, dot folders', async () => {
    const urls = [
      homePath('en-us'),
      categoryPath('en-us', 'running-shoes-1010'),
      '/assets/app-123.js',
      '/.vite/manifest.json',
    ]
    for (const url of urls) {
      expect(await (await fetch(`${base}${url}`)).text()).toBe('page')
    }
    expect(fellThrough).toEqual(urls)
  })
})
