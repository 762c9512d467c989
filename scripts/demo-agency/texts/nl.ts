import type { Facts, Texts } from '../facts.js';

const FACADES: Record<number, string> = { 2: 'Gesloten', 3: 'Halfopen', 4: 'Open' };
const HEATING = {
  gas: 'centrale verwarming op aardgas',
  oil: 'centrale verwarming op stookolie',
  heatpump: 'een warmtepomp',
  electric: 'elektrische verwarming',
};
const KITCHEN = {
  equipped: 'een ingerichte keuken',
  super: 'een volledig ingerichte keuken met eiland',
  semi: 'een half ingerichte keuken',
};

const OPENINGS = [
  (f: Facts, type: string) => `${type} gelegen in de ${f.street} te ${f.town}, met veel lichtinval en ruime volumes.`,
  (f: Facts) => `Op wandelafstand van het centrum van ${f.town}, vlak bij scholen, winkels en openbaar vervoer.`,
  (f: Facts) => `In een rustige en groene wijk van ${f.town} biedt ons kantoor u dit zeldzame pand aan.`,
  (f: Facts) => `Charmant pand met karakter te ${f.town}, in het hart van de streek tussen Samber en Maas.`,
];

function rooms(f: Facts): string {
  if (f.kind === 'land')
    return `<p>Bouwgrond van ${f.ground} m² voor ${f.facades === 4 ? 'open' : 'halfopen'} bebouwing. Ideale oriëntatie, alle nutsvoorzieningen aanwezig in de straat.</p>`;
  if (f.kind === 'garage')
    return `<p>Gesloten garagebox met sectionaalpoort, vlot bereikbaar. Ideaal voor wagen of opslag. Oppervlakte ${f.living} m².</p>`;
  if (f.kind === 'warehouse')
    return `<p>Magazijn van ${f.living} m² met laadkade, vrije hoogte van 7 m, kantoren en sanitair. Vlot bereikbaar via de R3.</p>`;
  if (f.kind === 'commercial')
    return `<p>Handelsruimte van ${f.living} m² met mooie etalage aan een drukke straat, berging en sanitair${f.bedrooms > 0 ? `, met woonst van ${f.bedrooms} slaapkamer(s) op de verdieping` : ''}.</p>`;
  const extras = [
    f.garden && 'een tuin zonder inkijk',
    f.terrace && 'een zuidgericht terras',
    f.garage && 'een garage',
    f.cellar && 'een droge kelder',
    f.attic && 'een in te richten zolder',
    f.lift && 'een lift',
    f.pool && 'een verwarmd zwembad',
  ].filter(Boolean);
  return `<p>Indeling: inkomhal, lichtrijke leefruimte van ${Math.round(f.living * 0.35)} m², ${KITCHEN[f.kitchen]}, ${f.bedrooms === 0 ? 'een slaaphoek' : `${f.bedrooms} slaapkamer${f.bedrooms > 1 ? 's' : ''}`} en ${f.bathrooms} badkamer${f.bathrooms > 1 ? 's' : ''}.</p>${extras.length ? `<p>Verder:</p><ul>${extras.map((e) => `<li>${e}</li>`).join('')}</ul>` : ''}`;
}

export function dutchTexts(f: Facts, type: string): Texts {
  const title =
    f.kind === 'land'
      ? `Bouwgrond van ${f.ground} m² te ${f.town}`
      : f.goal === 2
        ? `Overname handelszaak te ${f.town}`
        : `${f.kind === 'house' && f.facades ? `${FACADES[f.facades]} ${type.toLowerCase()}` : type}${f.bedrooms ? ` met ${f.bedrooms} slaapkamer${f.bedrooms > 1 ? 's' : ''}` : ''}${f.garden ? ' en tuin' : f.terrace ? ' en terras' : ''} te ${f.town}`;
  const opening = (OPENINGS[f.style % OPENINGS.length] as (f: Facts, t: string) => string)(f, type);
  const building =
    f.kind === 'land' || f.kind === 'garage'
      ? ''
      : `<p>Gebouwd in ${f.year}${f.renovated ? ` en gerenoveerd in ${f.renovated}` : ''}, met ${HEATING[f.heating]}${f.newBuild ? ', zonnepanelen en ventilatiesysteem D' : ''}.</p>`;
  const closing = f.viager
    ? '<p><strong>Verkoop op lijfrente</strong>: boeket en geïndexeerde maandelijkse rente, inlichtingen op kantoor.</p>'
    : f.goal === 0
      ? '<p>Bezoek enkel op afspraak. Contacteer ons kantoor voor meer informatie.</p>'
      : f.goal === 2
        ? '<p>Handelsfonds, vaste cliënteel en materiaal inbegrepen. Overname van de handelshuur mogelijk.</p>'
        : `<p>${f.style % 2 ? 'Onmiddellijk vrij' : 'Vrij vanaf de 1ste van volgende maand'}. ${f.furnished ? 'Gemeubeld verhuurd. ' : ''}Huurwaarborg van 3 maanden. Bezoek op afspraak.</p>`;
  return {
    title,
    short: `${opening.split(',')[0]?.replace(/\.$/, '')}.`,
    description: `<p>${opening}</p>${rooms(f)}${building}${closing}`,
  };
}
