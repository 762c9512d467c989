import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../../schema/index.js';
import {
  cutTemplate,
  type EncodedTemplate,
  encodeTemplate,
  fillTemplate,
  fillTemplateBytes,
  NUMBER_PART,
  type PageTemplate,
} from '../../build/page-template.js';
import type { PageHtml, RenderPage } from '../../build/render-pages.js';
import { i18nFor } from '../../locales/i18n';
import { ListBody, ListPageLinks } from './ListParts';
import type { ListPageData } from './page-list';

// Build time only. A list's numbered pages (2 and on) differ in their number, their cards and their
// paging links only: one listing added at the top of a list moves every card one place, and every
// numbered page changes (828 pages of the synthetic agency, 2.5 ms of React and Vike each). Vike
// renders a model page once per list, at a number no list reaches; it is cut where its cards, its
// paging links and its number are (site/build/page-template.ts), and each page is that template with
// its own parts, which React renders with the same components as the page (./ListParts.tsx) and as
// Vike's renderToString does. The first page a build needs of a list is rendered in full too: the
// template is used only when it makes that page byte for byte, otherwise every page of the list is
// rendered in full (tests/integration/site-numbered-pages.ts checks every page of the sample).

/** The model's number: no list has that many pages, and it is written nowhere else on a page. */
export const MODEL_PAGE = 918_273_645;

/** A numbered page of a list: its URL, its page context for Vike, and the data it shows. */
export interface NumberedPage {
  url: string;
  pageContext: Record<string, unknown>;
  data: ListPageData;
}

/** Markup of one of the page's parts, as Vike's renderToString writes it inside the page. */
const markupOf = (locale: Language, element: ReactElement): string =>
  renderToString(createElement(I18nextProvider, { i18n: i18nFor(locale) }, element));

/** The parts a page puts in its list's template: its cards and its paging links. */
const partsOf = (locale: Language, data: ListPageData): Record<string, string> => ({
  body: markupOf(locale, createElement(ListBody, { data })),
  links: markupOf(locale, createElement(ListPageLinks, { data, locale })),
});

/** A page's parts, its number among them. */
const pagePartsOf = (locale: Language, data: ListPageData): Record<string, string> => ({
  ...partsOf(locale, data),
  [NUMBER_PART]: String(data.page),
});

const pageOf = (template: PageTemplate, locale: Language, data: ListPageData): string =>
  fillTemplate(template, pagePartsOf(locale, data));

/**
 * The numbered pages of one list (a language's section), made from its template. `model` is its
 * page at MODEL_PAGE. One per list and build: the template is made when the first page is asked for.
 */
export function numberedPages(locale: Language, model: () => NumberedPage) {
  // undefined: not made yet; null: the model did not make a page as Vike does, every page is rendered in full.
  let template: { text: PageTemplate; bytes: EncodedTemplate } | null | undefined;
  return async function htmlOf(page: NumberedPage, render: RenderPage): Promise<PageHtml> {
    if (template) {
      // The text for what the build reads in a page (its inline scripts), the bytes for its file.
      const parts = pagePartsOf(locale, page.data);
      return { text: fillTemplate(template.text, parts), bytes: fillTemplateBytes(template.bytes, parts) };
    }
    const whole = await render(page.url, page.pageContext);
    if (template === undefined) {
      const { url, pageContext, data } = model();
      const cut = cutTemplate(await render(url, pageContext), partsOf(locale, data), String(MODEL_PAGE));
      template = cut && pageOf(cut, locale, page.data) === whole ? { text: cut, bytes: encodeTemplate(cut) } : null;
    }
    return whole;
  };
}
