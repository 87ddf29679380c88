import { z } from 'zod'

/** A document type or layout variant as the content service names them (the preview tool's NAME_PATTERN). */
const ContentNameSchema = z
  .string()
  .max(60)
  .regex(/^[\w-]+$/)

/**
 * GET /fapi/pages/{page} (PLAT-023): internal page data by page name. The spec shows no payloads; the
 * pages the storefront reads are named here with their shapes (decision 075). Apart from the feeds'
 * models: the emulator reads this module, and the content models need the app's build.
 */
export const FRONT_END_PAGES = { previewTool: 'preview-tool' } as const
export type FrontEndPage = (typeof FRONT_END_PAGES)[keyof typeof FRONT_END_PAGES]

/**
 * GET /fapi/pages/preview-tool: the editors' preview tool's choices (CMS-150): the document types the
 * content service's showcase lists, in the tool's order, each with its known layout variants.
 */
export const PreviewToolPageSchema = z.looseObject({
  docTypes: z
    .array(
      z.looseObject({
        id: ContentNameSchema,
        layoutVariants: z.array(ContentNameSchema).default([]),
      }),
    )
    .default([]),
})
export type PreviewToolPage = z.infer<typeof PreviewToolPageSchema>
export type PreviewToolPageInput = z.input<typeof PreviewToolPageSchema>
