import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { usePageLocale } from '../../site/pages/page-locale.js';

// The pages read their language through one typed helper instead of casting their page context; a
// page rendered without one fails the build rather than falling back to another language.

const ShowLocale = () => createElement('p', null, usePageLocale());
const render = (pageContext: Partial<PageContext>) =>
  renderToStaticMarkup(
    createElement(VikeReactProviderPageContext, { pageContext: pageContext as PageContext }, createElement(ShowLocale)),
  );

describe('the page’s language', () => {
  it('is the one its pageContext carries', () => {
    expect(render({ locale: 'nl', urlOriginal: '/nl/' })).toBe('<p>nl</p>');
  });

  it('is an error, naming the page, when its pageContext has none', () => {
    expect(() => render({ locale: null, urlOriginal: '/' })).toThrow('/: this page needs a language');
  });
});
