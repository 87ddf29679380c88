import { getResponse } from 'msw'
import { handlers } from '#mocks/index.ts'
const lang = process.argv[2] ?? 'de_DE'
const site = lang === 'de_DE' ? 'de' : 'fr'
const paths = process.argv.slice(3)
const KEPT = new Set(['id','value','url','href','slug','code','upc','sku','productId','masterId','swatch','type','kind','component','template','variant','layout','icon','q','delocalizedTracking','name_en','currency','brand','date','createdAt','updatedAt','style','alignment','backgroundColor','titleColor'])
const out = new Set<string>()
function walk(en: unknown, tr: unknown, key?: string) {
  if (typeof en === 'string') { if (en === tr && !(key && KEPT.has(key)) && /[a-z]{3,}/.test(en) && !/^(https?:|\/)/.test(en)) out.add(`${key}\t${en}`); return }
  if (Array.isArray(en)) { en.forEach((v, i) => walk(v, (tr as unknown[])?.[i], key)); return }
  if (en && typeof en === 'object') for (const [k, v] of Object.entries(en)) walk(v, (tr as Record<string, unknown>)?.[k], k)
}
for (const p of paths) {
  const url = (l: string) => `http://emulator.test${p.replace('{site}', site)}${p.includes('?') ? '&' : '?'}locale=${l}`
  const a = await (await getResponse(handlers, new Request(url('en_US'), { headers: { 'x-api-key': 'k' } })))?.json()
  const b = await (await getResponse(handlers, new Request(url(lang), { headers: { 'x-api-key': 'k' } })))?.json()
  walk(a, b)
}
for (const s of out) console.log(s)
