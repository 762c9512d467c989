// The HTML parts of our e-mails: every text that comes from the feed or a visitor goes through
// escapeHtml, every link through escapeHtml too (inside an attribute); tested in
// tests/unit/alerts-mail.test.ts.

import { escapeHtml } from '../../pipeline/derive/escape-html.js';

export { escapeHtml };

/** A whole e-mail: one centred column of at most 600 px, readable without its styles. */
export function mailDocument(options: { language: string; title: string; body: string }): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(options.language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;line-height:1.5">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:16px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff"><tr><td style="padding:20px">',
    options.body,
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

/** A link drawn as a button (a plain link where styles are off). */
export const buttonLink = (href: string, label: string) =>
  `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#1f4e79;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(label)}</a></p>`;

export const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 12px${style ? `;${style}` : ''}">${escapeHtml(text)}</p>`;
