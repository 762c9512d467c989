import type { Facts, Texts } from '../facts.js';

const FACADES: Record<number, string> = { 2: 'Terraced', 3: 'Semi-detached', 4: 'Detached' };
const HEATING = { gas: 'gas central heating', oil: 'oil central heating', heatpump: 'a heat pump', electric: 'electric heating' };
const KITCHEN = { equipped: 'a fitted kitchen', super: 'a fully fitted kitchen with island', semi: 'a partly fitted kitchen' };

const OPENINGS = [
  (f: Facts, type: string) => `${type} on ${f.street} in ${f.town}, full of light and generous in volume.`,
  (f: Facts) => `A short walk from the centre of ${f.town}, close to schools, shops and public transport.`,
  (f: Facts) => `In a quiet, green part of ${f.town}, the agency offers this rare property.`,
  (f: Facts) => `A charming property with character in ${f.town}, in the heart of the Entre-Sambre-et-Meuse.`,
];

function rooms(f: Facts): string {
  if (f.kind === 'land')
    return `<p>Building plot of ${f.ground} m² for a ${f.facades === 4 ? 'detached' : 'semi-detached'} house. Ideal orientation, all utilities available in the street.</p>`;
  if (f.kind === 'garage')
    return `<p>Closed garage box with sectional door and easy access. Ideal for a car or storage. ${f.living} m².</p>`;
  if (f.kind === 'warehouse')
    return `<p>Warehouse of ${f.living} m² with loading dock, 7 m clear height, offices and toilets. Easy access to the R3 ring road.</p>`;
  if (f.kind === 'commercial')
    return `<p>Retail space of ${f.living} m² with a fine shop window on a busy street, storage and toilets${f.bedrooms > 0 ? `, with a ${f.bedrooms}-bedroom flat upstairs` : ''}.</p>`;
  const extras = [
    f.garden && 'a private garden',
    f.terrace && 'a south-facing terrace',
    f.garage && 'a garage',
    f.cellar && 'a dry cellar',
    f.attic && 'an attic ready to convert',
    f.lift && 'a lift',
    f.pool && 'a heated swimming pool',
  ].filter(Boolean);
  return `<p>Layout: entrance hall, bright living room of ${Math.round(f.living * 0.35)} m², ${KITCHEN[f.kitchen]}, ${f.bedrooms === 0 ? 'a sleeping area' : `${f.bedrooms} bedroom${f.bedrooms > 1 ? 's' : ''}`} and ${f.bathrooms} bathroom${f.bathrooms > 1 ? 's' : ''}.</p>${extras.length ? `<p>Also:</p><ul>${extras.map((e) => `<li>${e}</li>`).join('')}</ul>` : ''}`;
}

export function englishTexts(f: Facts, type: string): Texts {
  const title =
    f.kind === 'land'
      ? `Building plot of ${f.ground} m² in ${f.town}`
      : f.goal === 2
        ? `Business takeover in ${f.town}`
        : `${f.kind === 'house' && f.facades ? `${FACADES[f.facades]} ${type.toLowerCase()}` : type}${f.bedrooms ? ` with ${f.bedrooms} bedroom${f.bedrooms > 1 ? 's' : ''}` : ''}${f.garden ? ' and garden' : f.terrace ? ' and terrace' : ''} in ${f.town}`;
  const opening = (OPENINGS[f.style % OPENINGS.length] as (f: Facts, t: string) => string)(f, type);
  const building =
    f.kind === 'land' || f.kind === 'garage'
      ? ''
      : `<p>Built in ${f.year}${f.renovated ? ` and renovated in ${f.renovated}` : ''}, with ${HEATING[f.heating]}${f.newBuild ? ', solar panels and balanced ventilation' : ''}.</p>`;
  const closing = f.viager
    ? '<p><strong>Life-annuity sale (viager)</strong>: lump sum and indexed monthly annuity; ask the agency for details.</p>'
    : f.goal === 0
      ? '<p>Viewings by appointment only. Contact the agency for more information.</p>'
      : f.goal === 2
        ? '<p>Goodwill, loyal customers and equipment included. The commercial lease can be taken over.</p>'
        : `<p>${f.style % 2 ? 'Available now' : 'Available from the 1st of next month'}. ${f.furnished ? 'Let furnished. ' : ''}Deposit of 3 months' rent. Viewings by appointment.</p>`;
  return {
    title,
    short: `${opening.split(',')[0]?.replace(/\.$/, '')}.`,
    description: `<p>${opening}</p>${rooms(f)}${building}${closing}`,
  };
}
