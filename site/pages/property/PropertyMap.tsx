import type { Property } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { siteConfig } from '../../site-config';

/** Google's Street View at a point (Maps URLs API): a link, so it works without scripts. */
export const streetViewUrl = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${lat},${lng}`;

/**
 * §2 map view and street view. A facade: nothing of the map (Leaflet, tiles) loads before the
 * visitor asks, which keeps the page light and tells no tile server about the visit. Nothing at all
 * where the address is not published: coordinates would give it away.
 */
export function PropertyMap({ property }: { property: Property }) {
  const { t } = useTranslation();
  if (!property.location) return null;
  const { lat, lng } = property.location;
  const { map } = siteConfig();
  const host = new URL(map.tileUrl.replace(/\{[a-z]\}/g, '0')).hostname;
  return (
    <section className="property-map" aria-labelledby="map-title">
      <h2 id="map-title">{t('detail.map.title')}</h2>
      <div
        className="map-frame"
        data-map
        data-lat={lat}
        data-lng={lng}
        data-tiles={map.tileUrl}
        data-attribution={map.attribution}
        data-zoom={map.zoom}
        data-label={t('detail.map.label', { title: property.title })}
        data-failed={t('detail.map.failed')}
      >
        <button type="button" className="map-button" data-map-button hidden aria-describedby="map-note">
          {t('detail.map.show')}
        </button>
        <p id="map-note" className="map-note">
          {t('detail.map.note', { host })}
        </p>
        <noscript>
          <p className="map-note">{t('detail.map.noScript')}</p>
        </noscript>
      </div>
      <p>
        <a href={streetViewUrl(property.location)} target="_blank" rel="noopener" className="street-view">
          {t('detail.map.streetView')}
        </a>
      </p>
    </section>
  );
}
