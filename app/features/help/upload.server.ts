/**
 * Reads a multipart form with file uploads under limits. The root middleware has already read the
 * post within MAX_UPLOAD_BYTES and checked that it parses (decision 043), so this works on the parsed
 * form: it keeps the text fields, so the page can show them again with the limit's message, and the
 * files of one field, and names the first limit the files break.
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

/** The form and its files, with the first limit it broke; null when the body is not a readable multipart form. */
export async function readUpload(request: Request, limits: UploadLimits): Promise<Upload | null> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) return null
  let posted: FormData
  try {
    posted = await request.formData()
  } catch {
    return null
  }
  const form = new FormData()
  const files: File[] = []
  for (const [name, value] of posted) {
    if (typeof value === 'string') form.append(name, value)
    // A file input left empty posts a part without a name or bytes; other fields' files are dropped.
    else if (name === limits.field && (value.name || value.size > 0)) files.push(value)
  }
  const total = files.reduce((sum, file) => sum + file.size, 0)
  const problem: UploadProblem | undefined =
    files.length > limits.maxFiles
      ? 'too-many-files'
      : files.some((file) => file.size > limits.maxFileBytes)
        ? 'file-too-large'
        : total > limits.maxFiles * limits.maxFileBytes + TEXT_ALLOWANCE
          ? 'too-large'
          : undefined
  return { form, files: problem === 'too-many-files' ? files.slice(0, limits.maxFiles) : files, problem }
}
