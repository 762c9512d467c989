import { fileTypeFromBuffer } from 'file-type';
import { CV_MAX_BYTES, CV_NAME_MAX, type CV_TYPES, oneLine } from '../../schema/index.js';

// The job form's CV as the agency will receive it: its type read from its bytes (file-type), never
// from what the browser said, and a file name of our own making. An HTML page named cv.pdf is
// refused; a Word file named cv.pdf arrives as cv.docx.

type CvType = (typeof CV_TYPES)[number];

/** What file-type reads → the CV type and its extension. A .doc is an OLE2 compound file (x-cfb). */
const SNIFFED: Record<string, { type: CvType; extension: string }> = {
  'application/pdf': { type: 'application/pdf', extension: 'pdf' },
  'application/x-cfb': { type: 'application/msword', extension: 'doc' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  'application/vnd.oasis.opendocument.text': { type: 'application/vnd.oasis.opendocument.text', extension: 'odt' },
};

export interface Cv {
  name: string;
  type: string;
  size: number;
  data: string;
}

export type CvCheck = { ok: true; cv: Cv } | { ok: false; reason: 'fileType' | 'fileTooLarge' };

/** The file's own name without a path, control characters or characters a mail client refuses, and with the extension of its type. */
export function cleanFileName(name: string, extension: string): string {
  const base = oneLine(name.split(/[/\\]/).pop() ?? '')
    .replace(/[<>:"|?*]/g, '')
    .trim();
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, CV_NAME_MAX - extension.length - 1)
    .trim();
  return `${stem || 'cv'}.${extension}`;
}

/** The CV checked from its bytes: its true type and size and a clean name, or why it is refused. */
export async function checkedCv(cv: Cv): Promise<CvCheck> {
  const bytes = Buffer.from(cv.data, 'base64');
  if (bytes.length > CV_MAX_BYTES) return { ok: false, reason: 'fileTooLarge' };
  const sniffed = SNIFFED[(await fileTypeFromBuffer(bytes))?.mime ?? ''];
  if (!sniffed) return { ok: false, reason: 'fileType' };
  return {
    ok: true,
    cv: { name: cleanFileName(cv.name, sniffed.extension), type: sniffed.type, size: bytes.length, data: cv.data },
  };
}
