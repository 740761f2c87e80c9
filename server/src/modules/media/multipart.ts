import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, UPLOAD_MAX_FILES } from '@gamelot/contract/rules';
import { AppError, badRequest } from '../../errors.ts';
import type { Upload } from './service.ts';

export const FILES_FIELD = 'files';

/** Room for the multipart framing and a few small text fields some clients add. */
const OVERHEAD_BYTES = 64 * 1024;

/** What busboy enforces while it streams: it stops reading a file at the cap instead of buffering it. */
export const multipartLimits = {
  fileSize: IMAGE_MAX_BYTES,
  files: UPLOAD_MAX_FILES,
  fields: 10,
  fieldSize: 1024,
  parts: UPLOAD_MAX_FILES + 10,
  headerPairs: 20,
};

/**
 * Reads the files of the `files` field into memory, each at most IMAGE_MAX_BYTES: a file over it is
 * cut off at the cap and refused, the rest of its bytes never kept.
 */
export async function readUploads(request: FastifyRequest): Promise<Upload[]> {
  if (!request.isMultipart()) throw new AppError(415, 'notMultipart');
  // A declared length no allowed request can have is refused before a byte of the body is read.
  const declared = Number(request.headers['content-length']);
  if (declared > UPLOAD_MAX_FILES * IMAGE_MAX_BYTES + OVERHEAD_BYTES) {
    throw new AppError(413, 'fileTooLarge');
  }

  const { RequestFileTooLargeError, FilesLimitError } = request.server.multipartErrors;
  const uploads: Upload[] = [];
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      // Stray text fields carry nothing we use.
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILES_FIELD) throw badRequest('filesFieldOnly');
      uploads.push({ fileName: part.filename, data: await part.toBuffer() });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof RequestFileTooLargeError) throw new AppError(413, 'fileTooLarge');
    // The 6th file is not read at all: busboy stops handing out files at the limit.
    if (err instanceof FilesLimitError) throw badRequest('tooManyFiles');
    throw badRequest('malformedUpload');
  }
  return uploads;
}
