import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTICLE_PATHS, type Article, type Content, type Language, PAGE_PATHS, type PageKey } from '../../../schema/index.js';

// /admin/'s preview (issue 45): a draft renders exactly as a visitor would see it, before it is
// published. The draft is written into a folder of its own, beside links to everything else of the
// configuration, and one page of it is rendered by the served build's code (cli/preview.ts);
// nothing of the real folder changes.

export interface PreviewRequest {
  /** The draft's configuration folder. */
  configDir: string;
  /** The page to render, as the site names it ("/fr/actualites/…/"). */
  url: string;
}

export type PreviewOutcome = { ok: true; html: string } | { ok: false; message: string };

/**
 * Runs `use` on a configuration folder where `file` (site.json, or one of content/) holds `text`
 * and all else is the real folder's.
 */
export async function withDraftFolder<T>(
  dir: string,
  file: string,
  text: string,
  use: (draftDir: string) => Promise<T>,
): Promise<T> {
  const draft = await mkdtemp(join(tmpdir(), 'vitrine-preview-'));
  try {
    const link = async (from: string, to: string, except: string) => {
      for (const entry of await readdir(from).catch(() => [] as string[]))
        if (entry !== except) await symlink(join(from, entry), join(to, entry));
    };
    if (file === 'site.json') {
      await link(dir, draft, file);
      await writeFile(join(draft, file), text);
    } else {
      await link(dir, draft, 'content');
      await mkdir(join(draft, 'content'));
      await link(join(dir, 'content'), join(draft, 'content'), file);
      await writeFile(join(draft, 'content', file), text);
    }
    return await use(draft);
  } finally {
    await rm(draft, { recursive: true, force: true });
  }
}

/**
 * Where an article shows on the site: its own page (a service, a news article), else the first
 * configured page with a module that holds it or its kind, else the home page.
 */
export function articlePage(article: Article, pages: Content['pages'], language: Language): string {
  if (article.category === 'services' && article.slug) return `${ARTICLE_PATHS.services[language]}${article.slug[language]}/`;
  if (article.category === 'news') return `${ARTICLE_PATHS.news[language]}${article.id}/`;
  const holder = (Object.entries(pages) as [PageKey, Content['pages'][PageKey]][]).find(([, page]) =>
    page?.modules.some(
      ({ relations }) =>
        (relations.type === 'article' && relations.id === article.id) ||
        (relations.type === 'category' && relations.id === article.category),
    ),
  );
  return PAGE_PATHS[holder?.[0] ?? 'home'][language];
}
