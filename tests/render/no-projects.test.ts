import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NO_PROJECTS } from '../../schema/index.js';
import { ProjectList } from '../../site/components/ProjectList.js';
import { i18nFor } from '../../site/locales/i18n.js';

// §8: the projects page of an agency without a project (the sample has two, so the built site never
// shows this text; the component is what the projects page renders with its data hook's list).

describe('the projects page without a project', () => {
  it("says §8's text verbatim in French, and in each language", () => {
    const html = (locale: (typeof LANGUAGES)[number]) =>
      renderToStaticMarkup(
        createElement(I18nextProvider, { i18n: i18nFor(locale) }, createElement(ProjectList, { projects: [], locale })),
      );
    expect(html('fr')).toContain('Aucun projet n&#x27;est actuellement disponible.');
    for (const locale of LANGUAGES) {
      const page = html(locale);
      expect(page).toContain(`<p class="no-projects">${NO_PROJECTS[locale].replace(/'/g, '&#x27;')}</p>`);
      // Nothing to show, so no project article and no form script.
      expect(page).not.toContain('data-project=');
      expect(page).not.toContain('type="module"');
    }
  });
});
