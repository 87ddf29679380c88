import { readdirSync } from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'

/**
 * The files of the client build outside `skip` (the favicon and the like), served from `dir` with
 * `options`: the list is read once, at start, so a request for anything else (every page) goes on
 * without touching the disk. Serving the whole folder cost every document a failed `stat` and the
 * error object behind it, about 2 % of a page's CPU time. Dot files and folders are left out, as
 * `express.static` leaves them.
 */
export function servePublicFiles(
  dir: string,
  { skip, ...options }: Parameters<typeof express.static>[1] & { skip: string[] },
): RequestHandler {
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep))
      .filter((segments) => !skip.includes(segments[0]!) && !segments.some((s) => s.startsWith('.')))
      .map((segments) => `/${segments.join('/')}`),
  )
  const serve = express.static(dir, options)
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next())
}
