import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { LocationSelectorPageSchema } from '#app/domain/market/location.ts'
import { handlers } from './location-selector.ts'

async function call(path: string) {
  const response = await getResponse(handlers, new Request(`http://emulator.test${path}`))
  if (!response) throw new Error(`No handler for ${path}`)
  return response
}

describe('location selector emulator', () => {
  it('PLAT-022 answers regions, countries and languages with their locale and label', async () => {
    const response = await call('/fapi/pages/location-selector?locale=en_US')
    expect(response.status).toBe(200)
    const page = LocationSelectorPageSchema.parse(await response.json())
    expect(page.regions.map((r) => r.name)).toEqual(['North America', 'Europe'])
    const canada = page.regions[0]!.countries.find((c) => c.code === 'CA')
    expect(canada?.languages).toEqual([
      { locale: 'en-ca', label: 'English' },
      { locale: 'fr-ca', label: 'Français' },
    ])
  })

  it('PLAT-022 names regions and countries in the request’s language', async () => {
    const page = LocationSelectorPageSchema.parse(
      await (await call('/fapi/pages/location-selector?locale=de_DE')).json(),
    )
    expect(page.title).toBe('Land auswählen')
    expect(page.regions[1]!.countries.map((c) => c.name)).toContain('Deutschland')
  })
})
