import type { CSSProperties } from 'react';
import { type Language, PAGE_PATHS } from '../../schema/index.js';
import { useTranslation } from '../locales/use-translation';
import { siteConfig } from '../site-config';
import { consentOn } from './Consent';
import { NewsletterSignUp } from './forms/NewsletterSignUp';

/**
 * The footer's id, which the head's `<link rel="expect">` waits for: the first paint comes once the
 * page's main part is parsed. A loaded machine otherwise paints a half-parsed header or hero, whose
 * later children move what is above them (CLS 0.03–0.07 on home with Chromium's CPU throttling ×4).
 */
export const FOOTER_ID = 'site-footer';

/** §2 footer: the configured columns (title, intro, full text; widths per screen size), the newsletter sign-up and the copyright line. */
export function Footer({ locale }: { locale: Language | null }) {
  const { t } = useTranslation();
  const site = siteConfig();
  const language = locale ?? site.languages.default;
  return (
    <footer id={FOOTER_ID} className="site-footer">
      <div className="footer-columns">
        {site.frame.footer
          .filter((c) => c.public)
          .map((column) => (
            <section
              key={column.title.fr ?? column.title[language]}
              className="footer-column"
              style={{ '--sm': column.cols.sm, '--md': column.cols.md, '--lg': column.cols.lg } as CSSProperties}
            >
              <h2>{column.title[language]}</h2>
              {column.introText[language] && <p>{column.introText[language]}</p>}
              {column.fullText[language] && <p className="full">{column.fullText[language]}</p>}
            </section>
          ))}
        <NewsletterSignUp locale={language} />
      </div>
      <p className="copyright">
        © {site.agency.name} · {site.agency.phone} · <a href={`mailto:${site.agency.email}`}>{site.agency.email}</a> ·{' '}
        {t('footer.rights')} · <a href={PAGE_PATHS.disclaimer[language]}>{t('pages.disclaimer')}</a> ·{' '}
        <a href={PAGE_PATHS.privacy[language]}>{t('pages.privacy')}</a> ·{' '}
        <a href={PAGE_PATHS.cookies[language]}>{t('pages.cookies')}</a>
        {/* §4: the choice can be changed later. Without the consent script the link leads to the policy. */}
        {consentOn() && (
          <>
            {' · '}
            <a href={PAGE_PATHS.cookies[language]} data-cc="show-preferencesModal">
              {t('footer.cookieSettings')}
            </a>
          </>
        )}
      </p>
    </footer>
  );
}
