import type { Language, MenuItem } from '../../../schema/index.js';
import { ADMIN_MENU, ADMIN_SETTINGS } from './Nav.js';
import type { StaffTranslate } from './texts.js';

// The menu's items in their order, each with a button to move it up and one to move it down (plain
// POST forms on the version shown: a move on a menu that changed since is refused).

export function MenuOrder({
  t,
  items,
  language,
  version,
  error,
}: {
  t: StaffTranslate;
  items: readonly MenuItem[];
  language: Language;
  version: string;
  error?: string;
}) {
  const move = (index: number, direction: 'up' | 'down', text: string, title: string) => (
    <form method="post" action={ADMIN_MENU} className="inline">
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="item" value={String(index)} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" aria-label={`${text}: ${title}`}>
        {text}
      </button>
    </form>
  );
  return (
    <>
      <p>{t('menu.intro')}</p>
      <p>
        <a href={ADMIN_SETTINGS}>{t('menu.titlesElsewhere')}</a>
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <ol className="menu-order">
        {items.map((item, index) => {
          const title = item.title[language] ?? Object.values(item.title)[0] ?? item.page ?? item.redirectUrl ?? '';
          return (
            // A page or an address is in the menu once.
            <li key={item.page ?? item.redirectUrl}>
              <span>{title}</span>
              {item.status === 'Draft' && <span className="missing"> {t('menu.draft')}</span>}
              {index > 0 && move(index, 'up', t('menu.up'), title)}
              {index < items.length - 1 && move(index, 'down', t('menu.down'), title)}
            </li>
          );
        })}
      </ol>
    </>
  );
}
