import { HEART_PATH } from '../data/favourite-format';
import { useTranslation } from '../locales/use-translation';

/**
 * Issue 17: the heart that keeps a property among the visitor's favourites (in the browser, no
 * account). A real button: its aria-pressed says whether the property is a favourite, and it names
 * itself by the one of its two texts that the state shows (CSS hides the other). Hidden and inert
 * until the hearts' script has run (site/client/favourites/hearts.ts): without JavaScript it does
 * nothing. `labelled`: the text shows beside the heart (the property page) rather than only to
 * assistive technology (cards). The browser's cards build the same markup (site/client/favourites/dom.ts).
 */
export function FavouriteButton({ id, labelled = false }: { id: number; labelled?: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={labelled ? 'fav fav-labelled' : 'fav'} data-fav={id} aria-pressed="false">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={HEART_PATH} />
      </svg>
      <span className="fav-add">{t('favourites.add')}</span>
      <span className="fav-remove">{t('favourites.remove')}</span>
    </button>
  );
}
