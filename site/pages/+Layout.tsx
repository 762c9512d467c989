// https://vike.dev/Layout
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DEVICES, type Device, PAGE_PATHS } from '../../schema/index.js';
import { Consent } from '../components/Consent';
import { FavouritesLink } from '../components/FavouritesLink';
import { Footer } from '../components/Footer';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { Menu } from '../components/Menu';
import { PageViewBeacon } from '../components/PageViewBeacon';
import { useTranslation } from '../locales/use-translation';
import { siteConfig } from '../site-config';
import { usePageLogo } from './page-logo';

// §4 and §9: after 10 px the scroll-to-top button shows, after 30 px the header is fixed and the logo
// shrinks; the handler runs at most every 100 ms. A fixed script of ours: no feed text in it. The
// first look waits for a frame: reading scrollY while the page still parses forces a layout of the
// half-parsed page (≈110 ms of a list page's load under Chromium's CPU throttling ×4, traced).
// The fixed header leaves the flow: the main part takes its measured height as room above it, so
// nothing under the visitor's pointer moves (a fixed 5rem moved the page 17 px, 100 ms after the
// scroll: a click that came then missed its checkbox, traced in a test under load).
const SCROLL_SCRIPT = `(function(){var b=document.body,h=document.querySelector('.site-header'),t=document.getElementById('to-top'),w=0;
function u(){w=0;var y=window.scrollY,f=y>30;if(f&&h&&!b.classList.contains('scrolled'))b.style.setProperty('--header-room',h.getBoundingClientRect().height+'px');
b.classList.toggle('scrolled',f);if(t)t.hidden=y<=10;}
addEventListener('scroll',function(){if(!w)w=setTimeout(u,100);},{passive:true});requestAnimationFrame(u);})();`;

/** §4: classes that hide an element on the device classes it is not configured for. */
const hiddenOn = (shown: readonly Device[]) => DEVICES.filter((d) => !shown.includes(d)).map((d) => `hide-on-${d}`);

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const logo = usePageLogo();
  const site = siteConfig();
  const { frame } = site;
  const home = locale ? PAGE_PATHS.home[locale] : '/';
  const slots = { left: [] as ReactNode[], center: [] as ReactNode[], right: [] as ReactNode[] };
  slots[frame.header.logo].push(
    <a key="logo" href={home} className="logo">
      {logo ? <img src={logo.src} width={logo.width} height={logo.height} alt={site.agency.name} /> : site.agency.name}
    </a>,
  );
  if (locale) slots[frame.header.menu].push(<Menu key="menu" items={frame.menu} max={frame.menuMax} locale={locale} />);
  // Issue 17: the favourites' link and the loader of the hearts' script (site/components/FavouritesLink.tsx).
  if (locale) slots[frame.header.languages].push(<FavouritesLink key="favourites" locale={locale} />);
  slots[frame.header.languages].push(<LanguageSwitcher key="languages" />);
  return (
    <>
      <a className="skip" href="#main">
        {t('skipToContent')}
      </a>
      {frame.topBar.show && locale && frame.topBar.text[locale] && (
        <div className={['top-bar', ...hiddenOn(frame.topBar.devices)].join(' ')}>
          <span>{frame.topBar.text[locale]}</span>
          <a href={`tel:${site.agency.phone.replace(/\s/g, '')}`}>{site.agency.phone}</a>
        </div>
      )}
      <header className="site-header">
        <div className="slot slot-left">{slots.left}</div>
        <div className="slot slot-center">{slots.center}</div>
        <div className="slot slot-right">{slots.right}</div>
      </header>
      <main id="main">{children}</main>
      <Footer locale={locale} />
      <a id="to-top" href="#main" className="to-top" hidden>
        <span aria-hidden="true">↑</span>
        <span className="sr-only">{t('nav.toTop')}</span>
      </a>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours (SCROLL_SCRIPT) */}
      <script dangerouslySetInnerHTML={{ __html: SCROLL_SCRIPT }} />
      <PageViewBeacon />
      <Consent />
    </>
  );
}
