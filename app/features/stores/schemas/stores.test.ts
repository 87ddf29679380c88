import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { PickUpInStoreSchema, SetFavoriteStoreSchema, STORE_MESSAGES, StorePlaceSchema } from './stores.ts'

/** The field errors of a refused submission. */
const errorsOf = (result: { status?: string; error?: Record<string, string[] | null> } | object) =>
  'error' in result ? result.error : undefined

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.set(k, v)
  return data
}

describe('CAT-036 store place search', () => {
  it('takes a postal code or a city, trimmed', () => {
    for (const q of ['97209', ' WC2E 9LY ', 'München', "Saint-Jean-d'Angély"]) {
      const result = parseWithZod(new URLSearchParams({ q }), { schema: StorePlaceSchema })
      expect(result.status, q).toBe('success')
    }
  })

  it('asks for a place when the field is empty', () => {
    const result = parseWithZod(new URLSearchParams({ q: '  ' }), { schema: StorePlaceSchema })
    expect(result.status).toBe('error')
    expect(errorsOf(result)?.q).toEqual([STORE_MESSAGES.placeRequired])
  })

  it('refuses markup and over-long input', () => {
    for (const q of ['<script>', 'x'.repeat(61), '-97209']) {
      const result = parseWithZod(new URLSearchParams({ q }), { schema: StorePlaceSchema })
      expect(errorsOf(result)?.q, q).toEqual([STORE_MESSAGES.placeInvalid])
    }
  })
})

describe('CAT-037 store page intents', () => {
  it('set-favorite-store needs a store id; confirm is only "true"', () => {
    const ok = parseWithZod(form({ intent: 'set-favorite-store', storeId: 'store-0101', confirm: 'true' }), {
      schema: SetFavoriteStoreSchema,
    })
    expect(ok.status).toBe('success')
    const bad = parseWithZod(form({ intent: 'set-favorite-store', storeId: '../x' }), {
      schema: SetFavoriteStoreSchema,
    })
    expect(errorsOf(bad)?.storeId).toEqual([STORE_MESSAGES.chooseStore])
  })

  it('pick-up-in-store needs a size and defaults the quantity to 1', () => {
    const ok = parseWithZod(
      form({ intent: 'pick-up-in-store', storeId: 'store-0101', upc: '846121001041' }),
      {
        schema: PickUpInStoreSchema,
      },
    )
    expect(ok.status === 'success' && ok.value).toMatchObject({ qty: 1 })
    const bad = parseWithZod(form({ intent: 'pick-up-in-store', storeId: 'store-0101' }), {
      schema: PickUpInStoreSchema,
    })
    expect(errorsOf(bad)?.upc).toEqual([STORE_MESSAGES.chooseSize])
  })

  it('each schema takes its own intent only (the actions answer an unknown one with 400)', () => {
    for (const schema of [SetFavoriteStoreSchema, PickUpInStoreSchema]) {
      const result = parseWithZod(
        form({ intent: 'delete-store', storeId: 'store-0101', upc: '846121001041' }),
        {
          schema,
        },
      )
      expect(result.status).toBe('error')
    }
    const crossed = parseWithZod(form({ intent: 'pick-up-in-store', storeId: 'store-0101' }), {
      schema: SetFavoriteStoreSchema,
    })
    expect(crossed.status).toBe('error')
  })
})
