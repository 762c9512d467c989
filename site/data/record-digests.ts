import { createHash } from 'node:crypto';

// Each record's digest, from the bytes of a generated list file as the sync writes it
// (JSON.stringify(records, null, 2): pipeline/write/render.ts), without serializing the parsed
// records again. A record there begins with a line "  {" and ends with a line "  }": a record's own
// lines are indented further, and a JSON string holds no raw line break, so nothing inside a record
// looks like either. Equal bytes parse to equal records, so a record's digest stands for its value
// in a page's digest (site/pages/property/page-list.ts): the 5 KB of JSON per property page that the
// build stringified and hashed on every build, for every page, changed or not.

const OPEN = Buffer.from('\n  {');
const CLOSE = Buffer.from('\n  }');

/**
 * The digests of the `count` records of the list file `bytes`, in order; undefined when the file is
 * not laid out as the sync writes it, or holds another number of records (the caller then digests
 * the values themselves).
 */
export function recordDigestsOf(bytes: Buffer, count: number): string[] | undefined {
  const digests: string[] = [];
  let at = 0;
  for (;;) {
    const open = bytes.indexOf(OPEN, at);
    if (open < 0) break;
    const close = bytes.indexOf(CLOSE, open + OPEN.length);
    if (close < 0) return undefined;
    at = close + CLOSE.length;
    digests.push(
      createHash('sha256')
        .update(bytes.subarray(open + 3, at))
        .digest('base64url'),
    );
  }
  return digests.length === count ? digests : undefined;
}
