import { type Language, PAGE_PATHS } from '../../schema/index.js';
import { idsOfStored, STORAGE_KEY } from '../client/favourites/stored-ids';
import { scriptUrl } from '../data/client-assets';
import { FAVOURITES_MAX, HEART_PATH } from '../data/favourite-format';
import { useTranslation } from '../locales/use-translation';
import { inlineSource } from './inline-source';

// Issue 17: in the header, a heart with the number of the visitor's favourites, a link to their
// page; shown once there is one. The few inline bytes after it are all that the favourites add to a
// page: they read the count (with the storage's own tolerant reading, inlined as source), and load
// the hearts' script (site/client/favourites/favourite-hearts.ts) only where the page has a heart.
// The same code on every page (one CSP hash); the link is its previous sibling.
const loaderOf = (src: string) =>
  `(function(a,d){var n=0;try{n=(${inlineSource(idsOfStored)})(localStorage.getItem(${JSON.stringify(STORAGE_KEY)}),${FAVOURITES_MAX}).length}catch(e){}` +
  `if(n){a.hidden=false;a.querySelector('[data-fav-count]').textContent=n}` +
  `d.addEventListener('DOMContentLoaded',function(){if(d.querySelector('[data-fav]')){var e=d.createElement('script');e.type='module';e.src=${JSON.stringify(src)};d.head.append(e)}})` +
  '})(document.currentScript.previousElementSibling,document)';

/** Made once per script URL: the same for every page. */
const loaders = new Map<string, string>();

export function FavouritesLink({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  const src = scriptUrl('site/client/favourites/favourite-hearts.ts');
  let loader = loaders.get(src);
  if (!loader) {
    loader = loaderOf(src);
    loaders.set(src, loader);
  }
  return (
    <>
      <a href={PAGE_PATHS.favourites[locale]} className="fav-link" data-fav-link="" title={t('favourites.link')} hidden>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={HEART_PATH} />
        </svg>
        <span className="sr-only">{t('favourites.link')}</span> <span data-fav-count="" />
      </a>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours and the bundle's hashed URL */}
      <script dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}
