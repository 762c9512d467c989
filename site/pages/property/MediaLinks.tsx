import { classifyMediaLink } from '../../../pipeline/derive/media-links.js';
import type { Property } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';

/** Documents, videos and the virtual tour; a video or tour link that fails §5's checks is not shown. */
export function MediaLinks({ property }: { property: Property }) {
  const { t } = useTranslation();
  const videos = property.videos.filter((v) => classifyMediaLink(v.url));
  const tour = property.virtualTour && classifyMediaLink(property.virtualTour)?.kind === 'tour' ? property.virtualTour : null;
  if (property.documents.length === 0 && videos.length === 0 && !tour) return null;
  return (
    <section className="field-group">
      <h2>{t('groups.media')}</h2>
      <ul className="media-links">
        {property.documents.map((d) => (
          <li key={d.url}>
            <a href={d.url} rel="noopener nofollow">
              {d.name ?? t('values.document')}
            </a>
          </li>
        ))}
        {videos.map((v) => (
          <li key={v.url}>
            <a href={v.url} rel="noopener nofollow" target="_blank">
              {t('values.video')}
              {v.name ? ` – ${v.name}` : ''}
            </a>
          </li>
        ))}
        {tour && (
          <li>
            <a href={tour} rel="noopener nofollow" target="_blank">
              {t('values.virtualTour')}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
