import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from '@remix-run/multipart-parser'

/**
 * Reads a multipart form with file uploads under limits, while it streams in: a file past its size
 * stops the reading at that byte, a file past the count stops it before its bytes are kept. The text
 * fields read so far are kept (the form's file input comes last), so the page can show them again
 * with the limit's message. The rest of an over-limit body is read and dropped so the browser gets
 * the answer rather than a reset connection.
 */

export interface UploadLimits {
  /** The form field whose files are kept; files of other fields are dropped. */
  field: string
  maxFileBytes: number
  maxFiles: number
}

export type UploadProblem = 'file-too-large' | 'too-many-files' | 'too-large'

export interface Upload {
  form: FormData
  files: File[]
  problem?: UploadProblem
}

const MB = 1024 * 1024
/** Text fields and multipart headers on top of the files. */
const TEXT_ALLOWANCE = MB
/** Past this much of a refused body the connection is given up rather than read to its end. */
const MAX_DRAIN_BYTES = 64 * MB

async function drain(request: Request) {
  if (!request.body) return
  try {
    const reader = request.body.getReader()
    let read = 0
    while (read <= MAX_DRAIN_BYTES) {
      const chunk = await reader.read()
      if (chunk.done) return
      read += chunk.value.length
    }
    await reader.cancel()
  } catch {
    // The client went away, or the stream was already closed: nothing left to read.
  }
}

/** The form and its files, with the first limit it broke; null when the body is not a readable multipart form. */
export async function readUpload(request: Request, limits: UploadLimits): Promise<Upload | null> {
  if (!isMultipartRequest(request)) return null
  const form = new FormData()
  const files: File[] = []
  let problem: UploadProblem | undefined
  try {
    const parts = parseMultipartRequest(request, {
      maxFileSize: limits.maxFileBytes,
      maxTotalSize: limits.maxFiles * limits.maxFileBytes + TEXT_ALLOWANCE,
      maxParts: 100,
    })
    for await (const part of parts) {
      if (!part.name) continue
      if (!part.isFile) {
        form.append(part.name, part.text)
        continue
      }
      // A file input left empty posts a part without a name or bytes.
      if (part.name !== limits.field || (!part.filename && part.size === 0)) continue
      if (files.length >= limits.maxFiles) {
        problem = 'too-many-files'
        break
      }
      files.push(
        new File(part.content as BlobPart[], part.filename ?? 'upload', { type: part.mediaType ?? '' }),
      )
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) problem = 'file-too-large'
    else if (
      error instanceof MaxTotalSizeExceededError ||
      error instanceof MaxPartsExceededError ||
      error instanceof MaxHeaderSizeExceededError
    )
      problem = 'too-large'
    else if (error instanceof MultipartParseError) return null
    else throw error
  }
  if (problem) await drain(request)
  return { form, files, problem }
}
