import type { SpacerBlock, SpacerSize } from './schema.ts'
import type { BlockProps } from '../block.ts'

// Literal class lists per breakpoint (base, md, lg) so Tailwind sees every class in the source.
const HEIGHT: Record<SpacerSize, readonly [string, string, string]> = {
  none: ['h-0', 'md:h-0', 'lg:h-0'],
  small: ['h-4', 'md:h-4', 'lg:h-4'],
  medium: ['h-8', 'md:h-8', 'lg:h-8'],
  large: ['h-16', 'md:h-16', 'lg:h-16'],
}

/** Spacer (CMS-065): vertical room per breakpoint, optionally tinted; purely visual. */
export default function Spacer({ block }: BlockProps<SpacerBlock>) {
  const m = block.bottomMargins
  const sm = m.sm ?? m.md ?? m.lg ?? 'medium'
  const md = m.md ?? sm
  const lg = m.lg ?? md
  return (
    <div
      aria-hidden="true"
      className={`${HEIGHT[sm][0]} ${HEIGHT[md][1]} ${HEIGHT[lg][2]}`}
      style={block.backgroundColor ? { backgroundColor: block.backgroundColor } : undefined}
    />
  )
}
