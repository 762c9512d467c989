import { STAFF_PATHS } from '../../../schema/index.js';
import type { StaffTranslate } from './texts.js';

// The links at the top of every /admin/ page after the login: the current one marked.

export const ADMIN_ARTICLES = `${STAFF_PATHS.home}articles/`;
/** The pages the navigation names. */
export type NavKey = 'home' | 'articles' | 'team' | 'agencies' | 'pages' | 'images' | 'menu' | 'settings';
/** The team's pages: its members. */
export const ADMIN_TEAM = `${STAFF_PATHS.home}team/`;
/** The offices' pages. */
export const ADMIN_AGENCIES = `${STAFF_PATHS.home}agencies/`;
/** The pages' texts (content/pages.json). */
export const ADMIN_PAGES = `${STAFF_PATHS.home}pages/`;
/** The site's settings (site.json: top bar, footer, colours, banners, languages): an admin's only. */
export const ADMIN_SETTINGS = `${STAFF_PATHS.home}settings/`;
/** The photos' page: the uploads the articles show. */
export const ADMIN_IMAGES = `${STAFF_PATHS.home}images/`;
/** The media folder's photo variants, for the previews (server/staff/image-routes.tsx). */
export const ADMIN_MEDIA = `${STAFF_PATHS.home}media/`;
/** The menu's page: an admin's only. */
export const ADMIN_MENU = `${STAFF_PATHS.home}menu`;

export function Nav({ t, current, admin }: { t: StaffTranslate; current: NavKey; admin: boolean }) {
  const links = [
    { key: 'home', href: STAFF_PATHS.home, text: t('nav.home') },
    { key: 'articles', href: ADMIN_ARTICLES, text: t('nav.articles') },
    { key: 'team', href: ADMIN_TEAM, text: t('nav.team') },
    { key: 'agencies', href: ADMIN_AGENCIES, text: t('nav.agencies') },
    { key: 'pages', href: ADMIN_PAGES, text: t('nav.pages') },
    { key: 'images', href: ADMIN_IMAGES, text: t('nav.images') },
    ...(admin
      ? ([
          { key: 'menu', href: ADMIN_MENU, text: t('nav.menu') },
          { key: 'settings', href: ADMIN_SETTINGS, text: t('nav.settings') },
        ] as const)
      : []),
  ] as const;
  return (
    <nav aria-label="/admin/">
      <ul className="nav">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={link.key === current ? 'page' : undefined}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
