import type { Language } from '../../schema/index.js';

/** One page of the sitemap: its URL in every language, and when its content last changed. */
export interface SitemapEntry {
  alternates: Partial<Record<Language, string>>;
  /** ISO date from the data (a property's last change), never the build time. */
  lastmod: string | null;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml with xhtml:link language alternates (one <url> per page and language). */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const links = Object.entries(entry.alternates).map(
      ([language, path]) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + path)}"/>`,
    );
    return Object.values(entry.alternates).map((path) =>
      [
        '  <url>',
        `    <loc>${escapeXml(origin + path)}</loc>`,
        ...(entry.lastmod ? [`    <lastmod>${entry.lastmod.slice(0, 10)}</lastmod>`] : []),
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
