// https://vike.dev/Layout
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PAGE_PATHS } from '../../schema/index.js';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SITE } from '../site-config';
import '../styles.css';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { locale, logo } = usePageContext() as ReturnType<typeof usePageContext> & {
    logo?: { src: string; width: number; height: number };
  };
  const home = locale ? PAGE_PATHS.home[locale] : '/';
  return (
    <>
      <a className="skip" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <a href={home} className="logo">
          {logo ? <img src={logo.src} width={logo.width} height={logo.height} alt={SITE.agency.name} /> : SITE.agency.name}
        </a>
        {locale && (
          <nav aria-label={t('nav.home')} className="menu">
            <ul>
              <li>
                <a href={PAGE_PATHS.sale[locale]}>{t('nav.sale')}</a>
              </li>
              <li>
                <a href={PAGE_PATHS.rent[locale]}>{t('nav.rent')}</a>
              </li>
              <li>
                <a href={PAGE_PATHS.valuation[locale]}>{t('nav.valuation')}</a>
              </li>
              <li>
                <a href={PAGE_PATHS.contact[locale]}>{t('nav.contact')}</a>
              </li>
            </ul>
          </nav>
        )}
        <LanguageSwitcher />
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} {SITE.agency.name} · {SITE.agency.phone} ·{' '}
          <a href={`mailto:${SITE.agency.email}`}>{SITE.agency.email}</a> · {t('footer.rights')}
        </p>
      </footer>
    </>
  );
}
