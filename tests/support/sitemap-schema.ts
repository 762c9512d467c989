import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

// sitemaps.org's sitemap.xsd 0.9 plus the xhtml:link hreflang alternates, bundled with their source
// and licence in tests/fixtures/sitemap/README.md (nothing is fetched at test time).

const FIXTURES = fileURLToPath(new URL('../fixtures/sitemap/', import.meta.url));
const fixture = async (fileName: string) => ({ fileName, contents: await readFile(`${FIXTURES}${fileName}`, 'utf8') });

/** The schema errors of a sitemap (xmllint's messages with their line), none when it validates. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: await fixture('sitemap-hreflang.xsd'),
    preload: [await fixture('sitemap.xsd'), await fixture('xhtml-link.xsd')],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
