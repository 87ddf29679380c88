import type { DataLayerEvent } from './data-layer.ts'

/**
 * PERS-042 (001 §3 "Experiment impression"): what analytics gets for each experiment a page shows. The
 * spec names the fields only; how each is filled is documented in decision 038.
 */
export interface ExperimentImpression {
  /** The experience block's experienceId, which is also the flag's key. */
  experience_id: string
  /** The experiment (the flag's rule) that bucketed the visitor. */
  experience_name: string
  /** The content section that ran it: the experience block's id, else its experienceId. */
  experience_label: string
  /** The variation the visitor was bucketed into (`Baseline` for the control). */
  variant_label: string
  /** The content variant shown: its variantId, or `baseline` when the baselines show. */
  actionId: string
  /** The type of the first block shown (e.g. `heroBanner`). */
  component: string
  /** The ids (else types) of the blocks shown. */
  items: string[]
}

/** What a decided experience contributes to its impression. */
export interface DecidedExperience {
  experienceId: string
  sectionId?: string
  ruleKey: string
  variationKey: string
  /** The content variant shown, when not the baselines. */
  variantId?: string
  blocks: readonly ({ type: string; id?: unknown } & Record<string, unknown>)[]
  /** The experience's conversion event (its trackingEvent), sent when a link it shows is followed. */
  trackingEvent?: string
}

/** PERS-042: the impression of one decided experience. */
export function experimentImpression(decided: DecidedExperience): ExperimentImpression {
  return {
    experience_id: decided.experienceId,
    experience_name: decided.ruleKey,
    experience_label: decided.sectionId ?? decided.experienceId,
    variant_label: decided.variationKey,
    actionId: decided.variantId ?? 'baseline',
    component: decided.blocks[0]?.type ?? '',
    items: decided.blocks.map((block) => (typeof block.id === 'string' ? block.id : block.type)),
  }
}

/** The dataLayer entry of an impression (pushed once per page view). */
export function impressionEvent(impression: ExperimentImpression): DataLayerEvent {
  return { event: 'experiment_impression', ...impression }
}

/** What the browser needs for a page's experiments: impressions to push, conversions to watch for. */
export interface ExperimentsView {
  impressions: DataLayerEvent[]
  /** An experience's conversion event and the link paths (as the content gives them) that count. */
  conversions: { eventKey: string; paths: string[] }[]
}

/** The link urls of blocks (their `targets[].url`), for the conversions of an experience. */
export function blockLinks(blocks: readonly Record<string, unknown>[]): string[] {
  return blocks.flatMap((block) =>
    Array.isArray(block.targets)
      ? block.targets.flatMap((target: unknown) =>
          typeof target === 'object' && target && typeof (target as { url?: unknown }).url === 'string'
            ? [(target as { url: string }).url]
            : [],
        )
      : [],
  )
}

/** The browser's view of the experiences a page showed by an experiment's decision. */
export function experimentsView(shown: readonly DecidedExperience[]): ExperimentsView {
  return {
    impressions: shown.map((decided) => impressionEvent(experimentImpression(decided))),
    conversions: shown.flatMap((decided) =>
      decided.trackingEvent ? [{ eventKey: decided.trackingEvent, paths: blockLinks(decided.blocks) }] : [],
    ),
  }
}
