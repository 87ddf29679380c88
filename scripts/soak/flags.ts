import { readFileSync } from 'node:fs'

/**
 * The node flags `npm start` runs the storefront with (package.json's start script), so the soak
 * measures the heap the deployment gets rather than Node's defaults.
 */
export function startFlags(): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts
  const flags = /^node ((?:--[\w-]+(?:=\S+)? )*)--import tsx /.exec(scripts.start ?? '')?.[1] ?? ''
  return flags.split(' ').filter(Boolean)
}
