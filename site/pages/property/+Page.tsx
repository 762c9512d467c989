import { useData } from 'vike-react/useData';
import { PAGE_PATHS, sectionOfGoal } from '../../../schema/index.js';
import { FavouriteButton } from '../../components/FavouriteButton';
import { ListingBadges } from '../../components/ListingBadges';
import { addressLines } from '../../components/property/address-lines';
import { BuyerCosts } from '../../components/property/BuyerCosts';
import { ContactBar } from '../../components/property/ContactBar';
import { EnergySection } from '../../components/property/EnergySection';
import { KeyFacts } from '../../components/property/KeyFacts';
import { Mobility } from '../../components/property/Mobility';
import { takesBookings } from '../../data/appointments';
import { cardOf } from '../../data/cards';
import { scriptUrl } from '../../data/client-assets';
import { useTranslation } from '../../locales/use-translation';
import { jsonForScript, propertyJsonLd } from '../../seo/json-ld';
import { siteConfig } from '../../site-config';
import { usePageLocale } from '../page-locale';
import { AppointmentBooking } from './AppointmentBooking';
import { ContactPlaces } from './ContactPlaces';
import { FieldGroups } from './FieldGroups';
import { Gallery } from './Gallery';
import { MediaLinks } from './MediaLinks';
import { PriceHistory } from './PriceHistory';
import { PropertyMap } from './PropertyMap';
import type { PropertyPageData } from './page-list';
import { SimilarProperties } from './SimilarProperties';

export default function Page() {
  const { t } = useTranslation();
  const data = useData<PropertyPageData>();
  const locale = usePageLocale();
  const p = data.property;
  const section = sectionOfGoal(p.goal);
  const address = addressLines(p.address, locale).join(', ');
  const sectionName = t(section === 'sale' ? 'property.breadcrumbSale' : 'property.breadcrumbRent');
  const jsonLd = propertyJsonLd(p, siteConfig().url ?? '', [
    { name: sectionName, path: PAGE_PATHS[section][locale] },
    { name: p.title, path: p.url },
  ]);
  return (
    <article className="property">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (jsonForScript) */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <a href={PAGE_PATHS[section][locale]}>
              {t(section === 'sale' ? 'property.breadcrumbSale' : 'property.breadcrumbRent')}
            </a>
          </li>
          <li>{p.typeName ?? p.mainTypeName}</li>
          <li aria-current="page">{p.title}</li>
        </ol>
      </nav>
      {p.status === 'sold' && <p className="availability">{t('property.sold')}</p>}
      {p.status === 'rented' && <p className="availability">{t('property.rented')}</p>}
      {/* Issue 17: the heart beside the title (on phones without its text: the title keeps the room). */}
      <div className="property-heading">
        <h1>{p.title}</h1>
        <FavouriteButton id={p.id} labelled />
      </div>
      {/* Issue 15: the facts first; the forms after everything that describes the property. */}
      {/* Issue 17: the badges just above the price (the facts begin with it). */}
      <ListingBadges card={cardOf(p)} className="listing-badges" />
      <KeyFacts property={p} />
      <Gallery property={p} />
      <section>
        <h2>{t('property.description')}</h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the sync's allow-list (pipeline/derive/clean-description.ts) */}
        <div className="description" dangerouslySetInnerHTML={{ __html: p.description.html }} />
      </section>
      <section className="address">
        <h2>{t('property.address')}</h2>
        <p>{address}</p>
        {!p.address.published && <p className="muted">{t('property.addressHidden')}</p>}
      </section>
      <EnergySection property={p} />
      <FieldGroups property={p} />
      <PriceHistory property={p} />
      {data.costs && <BuyerCosts costs={data.costs} language={locale} />}
      <Mobility property={p} />
      <MediaLinks property={p} />
      <PropertyMap property={p} />
      {takesBookings(p.id) && <AppointmentBooking property={p} locale={locale} />}
      <ContactPlaces property={p} locale={locale} />
      <SimilarProperties cards={data.similar} />
      <ContactBar />
      {/* Opens the lightbox and the map on request; both load only then (site/client/property-detail.ts). */}
      <script type="module" src={scriptUrl('site/client/property-detail.ts')} />
    </article>
  );
}
