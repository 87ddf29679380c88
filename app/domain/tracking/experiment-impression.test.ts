import { describe, expect, it } from 'vitest'
import { blockLinks, experimentImpression, experimentsView } from './experiment-impression.ts'

const decided = {
  experienceId: 'home-hero',
  sectionId: 'home-hero-section',
  ruleKey: 'home_hero_copy',
  variationKey: 'trail',
  variantId: 'trail',
  trackingEvent: 'home_hero_click',
  blocks: [
    { type: 'heroBanner', id: 'home-hero', targets: [{ url: '/c/a-1000', text: 'A' }, { text: 'no url' }] },
  ],
}

describe('experiment impression', () => {
  it('PERS-042 has experience_id, experience_name, experience_label, variant_label, actionId, component and items', () => {
    expect(experimentImpression(decided)).toEqual({
      experience_id: 'home-hero',
      experience_name: 'home_hero_copy',
      experience_label: 'home-hero-section',
      variant_label: 'trail',
      actionId: 'trail',
      component: 'heroBanner',
      items: ['home-hero'],
    })
  })

  it('PERS-042 the baselines are the baseline action; a section without id is labelled by its experienceId', () => {
    const impression = experimentImpression({
      ...decided,
      sectionId: undefined,
      variantId: undefined,
      variationKey: 'Baseline',
      blocks: [{ type: 'richText' }],
    })
    expect(impression).toMatchObject({
      experience_label: 'home-hero',
      variant_label: 'Baseline',
      actionId: 'baseline',
      items: ['richText'],
    })
  })

  it('PERS-042 the page view pushes one dataLayer entry per experiment; links of its blocks convert', () => {
    const view = experimentsView([decided])
    expect(view.impressions).toEqual([{ event: 'experiment_impression', ...experimentImpression(decided) }])
    expect(view.conversions).toEqual([{ eventKey: 'home_hero_click', paths: ['/c/a-1000'] }])
    expect(blockLinks([{ type: 'x', targets: 'nope' }])).toEqual([])
    expect(experimentsView([{ ...decided, trackingEvent: undefined }]).conversions).toEqual([])
  })
})
