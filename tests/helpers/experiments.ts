import {
  createInstance,
  createStaticProjectConfigManager,
  OptimizelyDecideOption,
} from '@optimizely/optimizely-sdk'
import datafile from '#app/features/personalisation/datafile.json' with { type: 'json' }

/** The hero of each variation of the home page's experiment (flag `home-hero`), by its eyebrow. */
export const HOME_HERO_EYEBROW = { Baseline: 'New season', trail: 'Trail tested' } as const

/**
 * The variation the shipped datafile buckets a visitor id into, decided by a separate SDK instance that
 * sends nothing: what the storefront must show that visitor.
 */
export async function expectedVariation(
  visitorId: string,
  flagKey = 'home-hero',
  source: unknown = datafile,
) {
  const client = createInstance({
    projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(source) }),
  })
  await client.onReady({ timeout: 1000 })
  const decision = client
    .createUserContext(visitorId)
    .decide(flagKey, [OptimizelyDecideOption.DISABLE_DECISION_EVENT])
  await client.close()
  return decision.variationKey
}

/** A visitor id the shipped datafile buckets into `variation` of the home hero. */
export async function visitorIdFor(variation: keyof typeof HOME_HERO_EYEBROW): Promise<string> {
  for (let n = 0; n < 100; n += 1) {
    const id = `vuid_${n.toString(16).padStart(27, '0')}`
    if ((await expectedVariation(id)) === variation) return id
  }
  throw new Error(`no visitor id for ${variation}`)
}
