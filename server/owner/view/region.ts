import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language, OwnerPropertiesResponse } from '../../../schema/index.js';
import { OwnerRegionView } from './OwnerRegionView.js';
import { createViewContext } from './view-context.js';

// The owner portal on the prerendered login page (PAGE_PATHS.login): the static page holds a
// placeholder <div id="owner-portal"> with one <p> (site/pages/content/+Page.tsx) saying the portal
// needs the agency's server; `vitrine serve` replaces that content per request with one region.

export type OwnerRegion =
  | { kind: 'login'; error?: string; notice?: string; email?: string }
  | { kind: 'set-password'; token: string; purpose: 'invite' | 'reset'; error?: string }
  | { kind: 'portal'; data: OwnerPropertiesResponse };

export const OWNER_REGION_ID = 'owner-portal';

/** The region's HTML (the content that goes inside the placeholder); React escapes every text. */
export function renderOwnerRegion(region: OwnerRegion, language: Language): string {
  const view = createViewContext(language, region.kind === 'portal' ? region.data.timeZone : undefined);
  return renderToStaticMarkup(createElement(OwnerRegionView, { region, view }));
}

const OPENING = new RegExp(`<div id="${OWNER_REGION_ID}"[^>]*>`);
const CLOSING = '</div>';

/**
 * The built login page with its placeholder's content replaced. The placeholder holds no <div> of
 * its own, so its first </div> closes it; a page without it (not the login page, or a build from
 * before the portal) is an error, not a page without a portal.
 */
export function fillOwnerRegion(pageHtml: string, regionHtml: string): string {
  const opening = OPENING.exec(pageHtml);
  if (!opening) {
    throw new Error(
      `The login page has no <div id="${OWNER_REGION_ID}"> placeholder: rebuild the site (vitrine build) with this version.`,
    );
  }
  const start = opening.index + opening[0].length;
  const end = pageHtml.indexOf(CLOSING, start);
  if (end < 0 || pageHtml.slice(start, end).includes('<div')) {
    throw new Error(`The login page's <div id="${OWNER_REGION_ID}"> placeholder is not a single paragraph: rebuild the site.`);
  }
  return pageHtml.slice(0, start) + regionHtml + pageHtml.slice(end);
}
