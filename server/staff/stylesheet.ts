import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// /admin/'s stylesheet, read once and served under a name made of its content: cached for a year,
// a new version is a new name.

const css = readFileSync(new URL('./admin.css', import.meta.url));
const version = createHash('sha256').update(css).digest('base64url').slice(0, 10);

export const ADMIN_STYLESHEET = { path: `/admin/admin.${version}.css`, css } as const;
