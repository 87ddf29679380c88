import type { previewToolPage } from './preview-tool.server.ts'

/** The preview tool page's data, as the loader computes it. */
export type PreviewToolData = Awaited<ReturnType<typeof previewToolPage>>
/** The open or unlocked tool: its controls, results and frame. */
export type PreviewToolView = NonNullable<PreviewToolData['tool']>
export type PreviewControlsView = PreviewToolView['controls']
export type PreviewResultsView = NonNullable<PreviewToolView['results']>
export type PreviewFrameView = PreviewToolView['frame']
