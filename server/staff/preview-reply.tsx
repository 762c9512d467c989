import type { FastifyReply } from 'fastify';
import type { Language } from '../../schema/index.js';
import { cspHeaderOf, inlineScriptHashes } from '../csp.js';
import type { StaffMember } from './accounts.js';
import { contentText, type EditableFile } from './content/content-files.js';
import { withDraftFolder } from './content/preview.js';
import { issuesOf } from './content/save.js';
import type { StaffContentOptions } from './context.js';
import type { ContentPages } from './entry-routes.js';
import { ADMIN_MEDIA } from './view/Nav.js';
import { staffTranslator } from './view/texts.js';

// The answer to a preview of /admin/ (issue 45), the same for every kind of content: the draft
// checked as a save is, written beside the real configuration (content/preview.ts), one page of it
// rendered by the served build's code, sent with the site's own policy for its scripts.

export interface PreviewAsked {
  file: EditableFile;
  /** The file's value with the form's draft in it. */
  draft: unknown;
  /** The page to render, or why there is none. */
  url: (language: Language) => string;
}

/** The language a preview asks for, among the site's (the first when it names none). */
export const previewLanguage = (content: StaffContentOptions, asked: string | undefined) =>
  content.languages.find((l) => l === asked) ?? content.languages[0];

export async function previewReply(
  reply: FastifyReply,
  {
    content,
    pages,
    member,
    language,
  }: { content: StaffContentOptions; pages: ContentPages; member: StaffMember; language?: Language },
  asked: PreviewAsked | { refused: string },
) {
  const t = staffTranslator(member.language);
  const failed = (detail: string) =>
    pages.page(
      reply,
      400,
      member,
      t('preview.failed', { detail }),
      <p className="error" role="alert">
        {t('preview.failed', { detail })}
      </p>,
    );
  const preview = content.preview;
  if (!preview || !language) return failed('—');
  if ('refused' in asked) return failed(asked.refused);
  const issues = await issuesOf(content, asked.file, asked.draft);
  if (issues.length > 0) return failed(issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const url = asked.url(language);
  const outcome = await withDraftFolder(content.dir, asked.file, contentText(asked.draft), (configDir) =>
    preview({ configDir, url }),
  );
  if (!outcome.ok) return failed(outcome.message);
  // The site's own policy for the page's scripts; still no-store and noindex, as all of /admin/.
  // Its photos from the media folder: one just uploaded reaches the site's /media/ with the next build.
  const html = outcome.html.replace(/(["\s,])\/media\//g, `$1${ADMIN_MEDIA}`);
  return reply
    .header(
      'content-security-policy',
      cspHeaderOf({ scriptHashes: inlineScriptHashes(html), imageOrigins: [], mediaOrigins: [] }),
    )
    .type('text/html; charset=utf-8')
    .send(html);
}
