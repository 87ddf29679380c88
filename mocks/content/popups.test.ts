import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PopupListSchema } from '#app/domain/content/content.ts'
import { handlers } from './content.ts'

const ORIGIN = 'http://emulator.test'

async function get(path: string) {
  const response = await getResponse(handlers, new Request(new URL(path, ORIGIN)))
  if (!response) throw new Error(`No handler for ${path}`)
  return response
}

describe('pop-ups emulator', () => {
  it('CMS-013 GET {mode}/caas/v1/canvas/popups/{siteId} returns the pop-ups of the site', async () => {
    const gb = PopupListSchema.parse(await (await get('/caas/v1/canvas/popups/gb')).json())
    expect(gb.popups.map((p) => p.name)).toEqual(['Spring Newsletter'])
    expect(gb.popups[0]?.logo?.url).toBe(`${ORIGIN}/images/content/menu-popup-newsletter.svg`)
    const ca = PopupListSchema.parse(await (await get('/api/caas/v1/canvas/popups/ca')).json())
    expect(ca.popups.map((p) => p.name)).toEqual(['Join Trailhead Rewards'])
    expect(await (await get('/caas/v1/canvas/popups/us')).json()).toEqual({ popups: [] })
    expect((await get('/caas/v1/canvas/popups/xx')).status).toBe(404)
  })
})
