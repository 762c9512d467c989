import type { Facts, Texts } from '../facts.js';

const FACADES: Record<number, string> = { 2: 'Reihen', 3: 'Doppel', 4: 'Frei stehendes ' };
const HEATING = { gas: 'Gaszentralheizung', oil: 'Ölzentralheizung', heatpump: 'Wärmepumpe', electric: 'Elektroheizung' };
const KITCHEN = {
  equipped: 'Einbauküche',
  super: 'voll ausgestattete Küche mit Kochinsel',
  semi: 'teilweise ausgestattete Küche',
};

const OPENINGS = [
  (f: Facts, type: string) => `${type} in der ${f.street} in ${f.town}, hell und großzügig geschnitten.`,
  (f: Facts) => `Nur wenige Gehminuten vom Zentrum von ${f.town}, nahe Schulen, Geschäften und öffentlichen Verkehrsmitteln.`,
  (f: Facts) => `In einem ruhigen, grünen Viertel von ${f.town} bietet die Agentur dieses seltene Objekt an.`,
  (f: Facts) => `Charmantes Objekt mit Charakter in ${f.town}, im Herzen der Region zwischen Sambre und Maas.`,
];

function rooms(f: Facts): string {
  if (f.kind === 'land')
    return `<p>Baugrundstück von ${f.ground} m² für ${f.facades === 4 ? 'ein frei stehendes Haus' : 'eine Doppelhaushälfte'}. Ideale Ausrichtung, alle Anschlüsse in der Straße vorhanden.</p>`;
  if (f.kind === 'garage')
    return `<p>Geschlossene Garage mit Sektionaltor, gut erreichbar. Ideal für ein Auto oder als Lager. ${f.living} m².</p>`;
  if (f.kind === 'warehouse')
    return `<p>Lagerhalle von ${f.living} m² mit Laderampe, 7 m lichter Höhe, Büros und Sanitäranlagen. Schnelle Anbindung an den Ring R3.</p>`;
  if (f.kind === 'commercial')
    return `<p>Gewerbefläche von ${f.living} m² mit schöner Schaufensterfront an belebter Straße, Lager und Sanitäranlagen${f.bedrooms > 0 ? `, mit Wohnung (${f.bedrooms} Schlafzimmer) im Obergeschoss` : ''}.</p>`;
  const extras = [
    f.garden && 'ein nicht einsehbarer Garten',
    f.terrace && 'eine Südterrasse',
    f.garage && 'eine Garage',
    f.cellar && 'ein trockener Keller',
    f.attic && 'ein ausbaufähiger Dachboden',
    f.lift && 'ein Aufzug',
    f.pool && 'ein beheiztes Schwimmbad',
  ].filter(Boolean);
  return `<p>Aufteilung: Eingangsbereich, helles Wohnzimmer von ${Math.round(f.living * 0.35)} m², ${KITCHEN[f.kitchen]}, ${f.bedrooms === 0 ? 'Schlafbereich' : `${f.bedrooms} Schlafzimmer`} und ${f.bathrooms} Badezimmer.</p>${extras.length ? `<p>Außerdem:</p><ul>${extras.map((e) => `<li>${e}</li>`).join('')}</ul>` : ''}`;
}

export function germanTexts(f: Facts, type: string): Texts {
  const houseType =
    f.kind === 'house' && f.facades ? `${FACADES[f.facades]}${f.facades === 4 ? type : type.toLowerCase()}` : type;
  const title =
    f.kind === 'land'
      ? `Baugrundstück von ${f.ground} m² in ${f.town}`
      : f.goal === 2
        ? `Geschäftsübernahme in ${f.town}`
        : `${houseType}${f.bedrooms ? ` mit ${f.bedrooms} Schlafzimmer${f.bedrooms > 1 ? 'n' : ''}` : ''}${f.garden ? ' und Garten' : f.terrace ? ' und Terrasse' : ''} in ${f.town}`;
  const opening = (OPENINGS[f.style % OPENINGS.length] as (f: Facts, t: string) => string)(f, type);
  const building =
    f.kind === 'land' || f.kind === 'garage'
      ? ''
      : `<p>Baujahr ${f.year}${f.renovated ? `, renoviert ${f.renovated}` : ''}, mit ${HEATING[f.heating]}${f.newBuild ? ', Photovoltaikanlage und kontrollierter Wohnraumlüftung' : ''}.</p>`;
  const closing = f.viager
    ? '<p><strong>Verkauf auf Leibrente</strong>: Einmalzahlung und indexierte Monatsrente, Auskunft in der Agentur.</p>'
    : f.goal === 0
      ? '<p>Besichtigungen nur nach Vereinbarung. Für weitere Informationen wenden Sie sich an die Agentur.</p>'
      : f.goal === 2
        ? '<p>Geschäftswert, Stammkundschaft und Ausstattung inbegriffen. Übernahme des Gewerbemietvertrags möglich.</p>'
        : `<p>${f.style % 2 ? 'Sofort frei' : 'Frei ab dem 1. des nächsten Monats'}. ${f.furnished ? 'Möbliert vermietet. ' : ''}Mietkaution von 3 Monatsmieten. Besichtigung nach Vereinbarung.</p>`;
  return {
    title,
    short: `${opening.split(',')[0]?.replace(/\.$/, '')}.`,
    description: `<p>${opening}</p>${rooms(f)}${building}${closing}`,
  };
}
