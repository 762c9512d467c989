import { type Language, type MenuItem, PAGE_PATHS } from '../../schema/index.js';
import { useTranslation } from '../locales/use-translation';

/** Only Published items show (§2 Page frame), children included. */
export const published = (items: readonly MenuItem[]): MenuItem[] =>
  items.filter((i) => i.status === 'Published').map((i) => ({ ...i, childMenus: published(i.childMenus) }));

function MenuLink({ item, locale }: { item: MenuItem; locale: Language }) {
  const { t } = useTranslation();
  const title = item.title[locale] ?? item.title.fr ?? '';
  if (item.redirectUrl) {
    // §2: a redirect URL opens in a new tab.
    return (
      <a href={item.redirectUrl} target="_blank" rel="noopener noreferrer">
        {title} <span className="sr-only">{t('nav.newTab')}</span>
      </a>
    );
  }
  return <a href={item.page ? PAGE_PATHS[item.page][locale] : '#'}>{title}</a>;
}

function MenuList({ items, locale }: { items: MenuItem[]; locale: Language }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.page ?? item.redirectUrl}`}>
          <MenuLink item={item} locale={locale} />
          {item.childMenus.length > 0 && <MenuList items={item.childMenus} locale={locale} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The configured menu: on wide screens the first `max` items in the bar and the rest in the extra-menu
 * overlay; on phones all of them in a drawer. Both are <details>: they open without JavaScript.
 */
export function Menu({ items, max, locale }: { items: readonly MenuItem[]; max: number; locale: Language }) {
  const { t } = useTranslation();
  const shown = published(items);
  const first = shown.slice(0, max);
  const rest = shown.slice(max);
  return (
    <>
      <nav className="menu" aria-label={t('nav.menu')}>
        <MenuList items={first} locale={locale} />
        {rest.length > 0 && (
          <details className="more">
            <summary>{t('nav.more')}</summary>
            <MenuList items={rest} locale={locale} />
          </details>
        )}
      </nav>
      <details className="drawer">
        <summary>{t('nav.menu')}</summary>
        <nav aria-label={t('nav.menu')}>
          <MenuList items={shown} locale={locale} />
        </nav>
      </details>
    </>
  );
}
