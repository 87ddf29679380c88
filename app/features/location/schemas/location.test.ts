import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { LOCATION_INTENTS } from '#app/features/location/intents.ts'
import { LOCATION_MESSAGES, LocationSchema } from './location.ts'

const parse = (entries: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) form.append(name, value)
  return parseWithZod(form, { schema: LocationSchema })
}

describe('the location form (decision 048)', () => {
  it('PLAT-022 accepts a locale we serve', () => {
    const result = parse({ intent: LOCATION_INTENTS.choose, locale: 'de-de', redirectTo: '/en-us/cart' })
    expect(result.status).toBe('success')
  })

  it.each(['', 'de-at', 'DE-DE', 'xx', '<script>'])('PLAT-022 refuses %j at the locale field', (locale) => {
    const result = parse({ intent: LOCATION_INTENTS.choose, locale })
    expect(result.status).toBe('error')
    expect(result.reply().error?.locale).toEqual([LOCATION_MESSAGES.locale])
  })

  it('PLAT-032 staying needs no locale; an unknown intent is refused for the form', () => {
    expect(parse({ intent: LOCATION_INTENTS.stay }).status).toBe('success')
    const unknown = parse({ intent: 'delete-everything' })
    expect(unknown.status).toBe('error')
    expect(unknown.reply().error?.intent).toEqual([LOCATION_MESSAGES.intent])
  })
})
