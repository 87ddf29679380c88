import type { PictureBlock } from '#app/blocks/picture/schema.ts'
import { BlockImage, type BlockProps } from './shared.tsx'

/** Picture (CMS-064): one image with its alt text and intrinsic size. */
export function PictureBlockView({ block, priority }: BlockProps<PictureBlock>) {
  return (
    <div className="mx-auto max-w-7xl px-4">
      <BlockImage media={block} priority={priority} className="h-auto w-full" />
    </div>
  )
}
