import { type Language, MOBILITY_CATEGORIES, MOBILITY_SCORE_MAX, type Property } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { distanceText, scoreText } from './number-format';

/** A score as text and as a bar; the bar is decoration (the text says it). */
function Score({ score, language }: { score: number; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="score-text">
        {t('property.mobility.outOf', { score: scoreText(score, language), max: MOBILITY_SCORE_MAX })}
      </span>
      <span className="score-bar" aria-hidden="true">
        <span style={{ width: `${(100 * score) / MOBILITY_SCORE_MAX}%` }} />
      </span>
    </>
  );
}

/**
 * §3 mobility score with its 7 sub-scores, and the points of interest with their distance. A point's
 * type is a word of the feed: known types are translated, any other is shown as the feed gives it.
 */
export function Mobility({ property }: { property: Property }) {
  const { t } = useTranslation();
  const { mobility, pointsOfInterest, language } = property;
  if (!mobility && pointsOfInterest.length === 0) return null;
  return (
    <section className="mobility field-group" aria-labelledby="mobility-title">
      <h2 id="mobility-title">{t('property.mobility.title')}</h2>
      {mobility && (
        <dl className="mobility-scores">
          <div className="mobility-total">
            <dt>{t('property.mobility.score')}</dt>
            <dd>
              <Score score={mobility.score} language={language} />
            </dd>
          </div>
          {MOBILITY_CATEGORIES.map((category) => {
            const score = mobility.scores[category];
            return (
              score !== undefined && (
                <div key={category}>
                  <dt>{t(`property.mobility.categories.${category}`)}</dt>
                  <dd>
                    <Score score={score} language={language} />
                  </dd>
                </div>
              )
            );
          })}
        </dl>
      )}
      {pointsOfInterest.length > 0 && (
        <>
          <h3>{t('property.poi.title')}</h3>
          <ul className="poi-list">
            {pointsOfInterest.map((poi, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the feed may name two points alike; its order is fixed
              <li key={`${poi.name}-${i}`}>
                <span className="poi-name">{poi.name}</span>
                {poi.type && <span className="poi-type">{t(`property.poi.types.${poi.type}`, { defaultValue: poi.type })}</span>}
                {poi.distance !== null && <span className="poi-distance">{distanceText(poi.distance, language)}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
