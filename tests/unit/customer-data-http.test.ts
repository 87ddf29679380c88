import { createInstance, createStaticProjectConfigManager } from '@optimizely/optimizely-sdk'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { customerDataManager } from '#app/features/personalisation/customer-data.server.ts'
import { customerDataIntegration, identifyEvent } from '#app/domain/tracking/customer-data.ts'
import { sendPixelEvent } from '#app/features/personalisation/api/customer-data.server.ts'
import { CDP_PUBLIC_KEY } from '#mocks/personalisation/seed/customer-data.ts'
import { startEmulator, type RunningEmulator } from '#mocks/http.ts'
import { customerDataDatafile } from '#tests/helpers/customer-data-datafile.ts'

// The emulator over real loopback HTTP, as `npm start` runs it: the SDK's own HTTP client and the
// storefront's pixel sender reach it the way they reach the real platform.
let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 })
})
afterAll(() => emulator.close())

test('PERS-073 PERS-075 PERS-077 the SDK’s segments and the storefront’s pixel over real HTTP, settings from the datafile', async () => {
  const datafile = customerDataDatafile({ origin: emulator.url })
  const client = createInstance({
    projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(datafile) }),
    odpManager: customerDataManager(),
  })
  try {
    await client.onReady()
    const context = client.createUserContext('C000000001')
    expect(await context.fetchQualifiedSegments()).toBe(true)
    expect(context.qualifiedSegments).toEqual(['has_purchased', 'likes_running'])

    const integration = customerDataIntegration(client.getOptimizelyConfig()?.getDatafile())
    expect(integration).toEqual({
      host: `${emulator.url}/cdp`,
      publicKey: CDP_PUBLIC_KEY,
      pixelUrl: `${emulator.url}/cdp`,
    })
    expect(await sendPixelEvent(integration!, identifyEvent({ fs_user_id: 'C000000001' }, 'id-1'))).toEqual({
      status: 200,
    })

    const captured = (await (await fetch(`${emulator.url}/__emulator/requests`)).json()) as {
      method: string
      path: string
      headers: Record<string, string>
      query: Record<string, string>
    }[]
    const graphql = captured.find((c) => c.path === '/cdp/v3/graphql')
    expect(graphql?.headers['x-api-key']).toBe(CDP_PUBLIC_KEY)
    const pixel = captured.find((c) => c.path === '/cdp/v2/zaius.gif')
    expect(pixel?.query).toMatchObject({
      fs_user_id: 'C000000001',
      event_type: 'fullstack',
      vdl_action: 'identified',
    })
  } finally {
    await client.close()
  }
})
