import type { Shopper } from '#app/context.server.ts'
import { BlockSchema, isKnownBlock, type Block } from '#app/domain/content/content.ts'
import {
  chooseSegment,
  chooseVariant,
  ExperienceSchema,
  needsProfile,
  PERSONALISED_TYPES,
  SegmentationSchema,
} from '#app/domain/tracking/segmentation.ts'
import { getVisitorState } from './visitor.server.ts'
import { decideExperience, experienceShown } from './decisions.server.ts'

/** How deep a personalised section may sit inside another: deeper ones are dropped. */
const MAX_DEPTH = 3

/**
 * Resolves the personalised sections of content for this visitor (decision 035): each segmentation
 * block becomes the blocks of its chosen segment or its baselines (CMS-131, CMS-132), each experience
 * block those of its variant or its baselines (CMS-079, CMS-080). A section none of whose blocks is
 * valid renders nothing (CMS-139). Content without such sections is returned as it is, with no call.
 */
export async function personalise<P extends { components: Block[] }>(shopper: Shopper, page: P): Promise<P> {
  if (!page.components.some((block) => PERSONALISED_TYPES.has(block.type))) return page
  return { ...page, components: await resolveBlocks(shopper, page.components, 0) }
}

async function resolveBlocks(shopper: Shopper, blocks: readonly Block[], depth: number): Promise<Block[]> {
  const resolved = await Promise.all(
    blocks.map((block) =>
      PERSONALISED_TYPES.has(block.type) ? resolveSection(shopper, block, depth) : [block],
    ),
  )
  return resolved.flat()
}

async function resolveSection(shopper: Shopper, block: Block, depth: number): Promise<Block[]> {
  if (depth >= MAX_DEPTH) return []
  const chosen =
    block.type === 'segmentation'
      ? await segmentTargets(shopper, block)
      : await variantTargets(shopper, block)
  if (!chosen) return []
  const valid = chosen.targets.flatMap((raw, index) => {
    const parsed = BlockSchema.safeParse(raw)
    // A nested personalised section is kept, to be resolved in its turn; an unknown type resolves to nothing.
    if (parsed.success && (isKnownBlock(parsed.data) || PERSONALISED_TYPES.has(parsed.data.type)))
      return [parsed.data]
    shopper.logger.warn(
      { blockType: raw.type, section: block.type, index },
      'invalid CMS block in a personalised section',
    )
    return []
  })
  // Segmentation shows the first baseline only: the first that is valid.
  const blocks = chosen.firstOnly ? valid.slice(0, 1) : valid
  return resolveBlocks(shopper, blocks, depth + 1)
}

type RawBlock = { type: string }
type Chosen = { targets: RawBlock[]; firstOnly?: boolean }

async function segmentTargets(shopper: Shopper, block: Block): Promise<Chosen | null> {
  const parsed = SegmentationSchema.safeParse(block)
  if (!parsed.success) {
    shopper.logger.warn({ blockType: block.type }, 'invalid segmentation block')
    return null
  }
  const section = parsed.data
  const forced = shopper.testContext?.segment
  const visitor = await getVisitorState(shopper, {
    withProfile: needsProfile(section.segments.map((s) => s.id)),
  })
  const segment = chooseSegment(section, visitor, forced)
  return segment ? { targets: segment.targets } : { targets: section.baselines, firstOnly: true }
}

async function variantTargets(shopper: Shopper, block: Block): Promise<Chosen | null> {
  const parsed = ExperienceSchema.safeParse(block)
  if (!parsed.success) {
    shopper.logger.warn({ blockType: block.type }, 'invalid experience block')
    return null
  }
  const section = parsed.data
  const forced = shopper.testContext?.experiences?.[section.experienceId]
  const decided = forced ? null : await decideExperience(shopper, section.experienceId)
  const variant = chooseVariant(section, decided, forced)
  const targets = variant ? variant.targets : section.baselines
  // PERS-042: what an experiment's decision showed, for the page's impressions.
  if (decided)
    experienceShown(shopper, {
      experienceId: section.experienceId,
      sectionId: section.id,
      variantId: variant?.variantId,
      blocks: targets,
      trackingEvent: section.trackingEvent,
    })
  return { targets }
}
