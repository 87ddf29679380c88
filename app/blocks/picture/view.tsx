import type { PictureBlock } from './schema.ts'
import type { BlockProps } from '../block.ts'
import { BlockImage } from '../shared/parts.tsx'

/** Picture (CMS-064): one image with its alt text and intrinsic size. */
export default function PictureBlockView({ block, priority }: BlockProps<PictureBlock>) {
  return (
    <div className="mx-auto max-w-7xl px-4">
      <BlockImage media={block} priority={priority} className="h-auto w-full" />
    </div>
  )
}
