import { createHash } from 'node:crypto';

// Each record's digest, from the bytes of a generated list file as the sync writes it (one compact
// record a line: pipeline/write/list-file.ts), without serializing the parsed records again.
// A JSON string holds no raw line break, so each line between "[" and "]" is one record, with a comma
// after all but the last. Equal bytes parse to equal records, so a record's digest stands for its
// value in a page's digest (site/pages/property/page-list.ts): the 5 KB of JSON per property page that
// the build would otherwise stringify and hash on every build, for every page, changed or not.

const NEWLINE = 0x0a;
const COMMA = 0x2c;
const digestOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

/**
 * The digests of the `count` records of the list file `bytes`, in order; undefined when the file is
 * not laid out as the sync writes it, or holds another number of records (the caller then digests
 * the values themselves).
 */
export function recordDigestsOf(bytes: Buffer, count: number): string[] | undefined {
  if (count === 0) return bytes.toString() === '[]\n' ? [] : undefined;
  if (!bytes.subarray(0, 2).equals(Buffer.from('[\n'))) return undefined;
  const digests: string[] = [];
  let at = 2;
  while (digests.length < count) {
    const end = bytes.indexOf(NEWLINE, at);
    if (end < 0) return undefined;
    const last = digests.length === count - 1;
    if (last === (bytes[end - 1] === COMMA)) return undefined;
    digests.push(digestOf(bytes.subarray(at, last ? end : end - 1)));
    at = end + 1;
  }
  return bytes.subarray(at).toString() === ']\n' ? digests : undefined;
}
