import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../../schema/index.js';
import { ADMIN_STYLESHEET } from '../stylesheet.js';
import { staffTranslator } from './texts.js';

// The frame of every /admin/ page: a plain HTML document in the staff member's language, never
// indexed, its style from one file of ours (the policy allows no inline style or script), its
// forms plain POSTs that work without JavaScript.

/** `refreshSeconds`: the page loads itself again (a publication under way), without JavaScript. */
export function renderAdminPage(language: Language, heading: string, body: ReactNode, refreshSeconds?: number): string {
  const t = staffTranslator(language);
  return `<!doctype html>${renderToStaticMarkup(
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refreshSeconds !== undefined && <meta httpEquiv="refresh" content={String(refreshSeconds)} />}
        <title>{`${heading} – ${t('page.title')}`}</title>
        <link rel="stylesheet" href={ADMIN_STYLESHEET.path} />
      </head>
      <body>
        <main className="admin">
          <h1>{heading}</h1>
          {body}
        </main>
      </body>
    </html>,
  )}`;
}
