import { describe, expect, it } from 'vitest'
import datafile from '#app/features/personalisation/datafile.json' with { type: 'json' }
import {
  DATAFILE_BACKOFF_SECONDS,
  datafileBackoffMs,
  DatafileSchema,
  eventBatching,
  eventTags,
  isFlagUserId,
  isVisitorId,
  newVisitorId,
  purchaseTags,
  runningExperiments,
  sendableAttributes,
  userAttributes,
} from './experimentation.ts'
import { visitorState } from './visitor-state.ts'

describe('datafile fetch backoff', () => {
  it('CONST-057 PERS-063 waits 0, 8, 16, 32, 64, 128, 256, 512 s, then 512 s, plus up to 1 s at random', () => {
    const none = () => 0
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => datafileBackoffMs(n, none))).toEqual([
      0, 8000, 16000, 32000, 64000, 128000, 256000, 512000, 512000, 512000,
    ])
    expect(DATAFILE_BACKOFF_SECONDS).toEqual([0, 8, 16, 32, 64, 128, 256, 512])
    expect(datafileBackoffMs(2, () => 0.5)).toBe(8500)
    expect(datafileBackoffMs(3, () => 0.999999)).toBe(16999)
  })
})

describe('visitor id', () => {
  it('PERS-072 CONST-062 a new id has the prefix vuid_ and is 32 characters at most', () => {
    const hex = (length: number) => 'ab12'.repeat(20).slice(0, length)
    const id = newVisitorId(hex)
    expect(id.startsWith('vuid_')).toBe(true)
    expect(id).toHaveLength(32)
    expect(isVisitorId(id)).toBe(true)
  })

  it('PERS-072 a cookie value that is not such an id is not one', () => {
    for (const value of ['', 'vuid_', 'abc_123', `vuid_${'a'.repeat(28)}`, 'vuid_ABC', undefined, 42])
      expect(isVisitorId(value), String(value)).toBe(false)
  })
})

describe('user context attributes', () => {
  it('PERS-061 come from the visitor state and where they shop', () => {
    const visitor = visitorState({ tokenType: 'Guest', cartCount: 2 }, null)
    expect(userAttributes(visitor, { locale: 'en-ca', site: 'ca' })).toEqual({
      loggedIn: false,
      loyaltyMember: false,
      employee: false,
      athlete: false,
      wranx: false,
      ipa: false,
      associate: false,
      cartEmpty: false,
      locale: 'en-ca',
      site: 'ca',
    })
  })

  it('VAL-053 only strings, booleans and safe numbers are sent', () => {
    expect(
      sendableAttributes({ a: 'x', b: true, c: 3, big: 2 ** 60, obj: {}, nan: Number.NaN, none: undefined }),
    ).toEqual({ a: 'x', b: true, c: 3 })
  })
})

describe('flag client inputs', () => {
  it("VAL-049 a user id is a non-empty string: '' and non-strings are not, one character is", () => {
    expect(isFlagUserId('')).toBe(false)
    expect(isFlagUserId(undefined)).toBe(false)
    expect(isFlagUserId(42)).toBe(false)
    expect(isFlagUserId('a')).toBe(true)
    expect(isFlagUserId('vuid_0123456789abcdef0123456789')).toBe(true)
  })

  it('VAL-050 the attributes handed to the flag client are an object with no undefined value', () => {
    const sent = sendableAttributes({ loggedIn: true, locale: 'en-us', segment: undefined, tier: undefined })
    expect(sent).toEqual({ loggedIn: true, locale: 'en-us' })
    expect(Object.values(sent)).not.toContain(undefined)
  })

  it('VAL-051 event tags that are not an object add no tags; an object keeps its tags', () => {
    for (const tags of ['revenue=5', null, [1, 2], 7]) {
      expect(eventTags(tags as never), String(tags)).toEqual({})
    }
    expect(eventTags({ source: 'hero' })).toEqual({ source: 'hero' })
  })
})

describe('event tags', () => {
  it('PERS-070 VAL-052 revenue is an integer (in cents), value a float; each dropped if not finite', () => {
    expect(eventTags({ revenue: '12.7', value: '3.5' })).toEqual({ revenue: 12, value: 3.5 })
    expect(eventTags({ revenue: 'abc', value: 'abc', source: 'hero' })).toEqual({ source: 'hero' })
  })

  it('PERS-070 a purchase carries its total in cents as revenue', () => {
    expect(purchaseTags(129.99, 'A00001001')).toEqual({ revenue: 12999, orderNo: 'A00001001' })
    expect(purchaseTags(0.1 + 0.2, 'A1').revenue).toBe(30)
  })
})

describe('the datafile', () => {
  it('PERS-060 the shipped datafile has every field of 001 §3 and a running experiment on the home hero', () => {
    const parsed = DatafileSchema.parse(datafile)
    for (const key of [
      'projectId',
      'accountId',
      'revision',
      'experiments',
      'featureFlags',
      'rollouts',
      'groups',
      'audiences',
      'attributes',
      'events',
      'integrations',
    ])
      expect(parsed, key).toHaveProperty(key)
    expect(runningExperiments(parsed).map((e) => e.key)).toEqual(['home_hero_copy'])
    expect(parsed.featureFlags.map((f) => f.key)).toEqual(['home-hero', 'store-pickup-badge'])
  })

  it('PERS-060 integrations are read with key, host, publicKey and pixelUrl; only Running experiments count', () => {
    const parsed = DatafileSchema.parse({
      ...datafile,
      experiments: datafile.experiments.map((e) => ({ ...e, status: 'Paused' })),
      integrations: [
        { key: 'odp', host: 'https://cdp.example', publicKey: 'W4', pixelUrl: 'https://px.example' },
      ],
    })
    expect(parsed.integrations).toEqual([
      { key: 'odp', host: 'https://cdp.example', publicKey: 'W4', pixelUrl: 'https://px.example' },
    ])
    expect(runningExperiments(parsed)).toEqual([])
    expect(DatafileSchema.safeParse({ ...datafile, projectId: undefined }).success).toBe(false)
  })
})

describe('flag client event batching', () => {
  it('VAL-047 CONST-054 a batch size that is not an integer of at least 1 becomes 10, with a warning', () => {
    for (const batchSize of [0, 0.999, 1.5, 'a', -5, '', '2.5', Number.NaN, Number.POSITIVE_INFINITY]) {
      const batching = eventBatching({ batchSize })
      expect(batching.batchSize, String(batchSize)).toBe(10)
      expect(batching.warnings, String(batchSize)).toHaveLength(1)
      expect(batching.warnings[0]).toMatch(/batch size/)
    }
  })

  it('VAL-047 an integer of 1 or more is kept, from a number or the text of one, without a warning', () => {
    for (const [batchSize, kept] of [
      [1, 1],
      [2, 2],
      ['1', 1],
      ['25', 25],
    ] as const) {
      expect(eventBatching({ batchSize })).toEqual({ batchSize: kept, flushIntervalMs: 30_000, warnings: [] })
    }
  })

  it('VAL-048 CONST-054 a flush interval of 0 or less, or not a number, becomes 1000 ms', () => {
    for (const flushIntervalMs of [0, -5, -0.001, 'a', '', '0', Number.NaN]) {
      const batching = eventBatching({ flushIntervalMs })
      expect(batching.flushIntervalMs, String(flushIntervalMs)).toBe(1000)
      expect(batching.warnings, String(flushIntervalMs)).toHaveLength(1)
    }
  })

  it('VAL-048 anything greater than 0 is kept', () => {
    for (const [flushIntervalMs, kept] of [
      [0.001, 0.001],
      [1, 1],
      ['500', 500],
      [30_000, 30_000],
    ] as const) {
      expect(eventBatching({ flushIntervalMs }).flushIntervalMs).toBe(kept)
      expect(eventBatching({ flushIntervalMs }).warnings).toEqual([])
    }
  })

  it('CONST-048 CONST-049 unset, the batch is 10 and the flush interval the server’s 30000 ms (A4), without a warning', () => {
    expect(eventBatching({})).toEqual({ batchSize: 10, flushIntervalMs: 30_000, warnings: [] })
  })
})
