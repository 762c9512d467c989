import type { Facts, Texts } from '../facts.js';

const FACADES: Record<number, string> = { 2: 'mitoyenne', 3: '3 façades', 4: '4 façades' };
const HEATING = {
  gas: 'un chauffage central au gaz',
  oil: 'un chauffage central au mazout',
  heatpump: 'une pompe à chaleur',
  electric: 'un chauffage électrique',
};
const KITCHEN = {
  equipped: 'une cuisine équipée',
  super: 'une cuisine hyper-équipée avec îlot',
  semi: 'une cuisine semi-équipée',
};

const OPENINGS = [
  (f: Facts, type: string) =>
    `Située ${f.street.startsWith('Rue') ? 'rue' : 'au'} ${f.street.replace(/^Rue (de la |du |de l'|des |de )?/, '')} à ${f.town}, cette ${type.toLowerCase()} vous séduira par ses volumes et sa luminosité.`,
  (f: Facts, type: string) =>
    `À deux pas du centre de ${f.town}, découvrez ${type === 'Maison' ? 'cette belle maison' : `ce bien (${type.toLowerCase()})`} idéalement situé, proche des écoles, commerces et transports en commun.`,
  (f: Facts) => `Dans un quartier calme et verdoyant de ${f.town}, l'agence vous propose ce bien rare sur le marché.`,
  (f: Facts) => `Coup de cœur assuré pour ce bien de caractère à ${f.town}, au cœur de l'Entre-Sambre-et-Meuse.`,
];

function rooms(f: Facts): string {
  if (f.kind === 'land')
    return `<p>Terrain à bâtir d'une superficie de ${f.ground} m², ${f.facades === 4 ? 'pour une construction 4 façades' : 'pour une construction 3 façades'}. Orientation idéale, tous les impétrants en voirie (eau, gaz, électricité, égout).</p>`;
  if (f.kind === 'garage')
    return `<p>Box fermé avec porte sectionnelle, accès aisé. Idéal pour voiture ou stockage. Surface de ${f.living} m².</p>`;
  if (f.kind === 'warehouse')
    return `<p>Entrepôt de ${f.living} m² avec quai de chargement, hauteur libre de 7 m, bureaux et sanitaires. Accès facile au ring de Charleroi (R3).</p>`;
  if (f.kind === 'commercial')
    return `<p>Surface commerciale de ${f.living} m² avec belle vitrine sur rue passante, réserve, sanitaires et ${f.bedrooms > 0 ? `logement privatif de ${f.bedrooms} chambre(s) à l'étage` : 'possibilité de bureau en mezzanine'}.</p>`;
  const parts = [
    `<p>Le bien se compose d'un hall d'entrée, d'un lumineux séjour de ${Math.round(f.living * 0.35)} m², de ${KITCHEN[f.kitchen]}, ${f.bedrooms === 0 ? "d'un espace nuit" : `de ${f.bedrooms} chambre${f.bedrooms > 1 ? 's' : ''}`} et de ${f.bathrooms} salle${f.bathrooms > 1 ? 's' : ''} de bains.</p>`,
  ];
  const extras = [
    f.garden && 'un jardin sans vis-à-vis',
    f.terrace && 'une terrasse orientée sud',
    f.garage && 'un garage',
    f.cellar && 'des caves saines',
    f.attic && 'un grenier aménageable',
    f.lift && 'un ascenseur',
    f.pool && 'une piscine chauffée',
  ].filter(Boolean);
  if (extras.length) parts.push(`<p>Vous profiterez également de :</p><ul>${extras.map((e) => `<li>${e}</li>`).join('')}</ul>`);
  return parts.join('');
}

export function frenchTexts(f: Facts, type: string): Texts {
  const sale = f.goal === 0;
  const facades = f.facades ? FACADES[f.facades] : undefined;
  const title =
    f.kind === 'land'
      ? `Terrain à bâtir de ${f.ground} m² à ${f.town}`
      : f.goal === 2
        ? `Reprise de commerce à ${f.town}`
        : `${type}${facades && f.kind === 'house' ? ` ${facades}` : ''}${f.bedrooms ? ` ${f.bedrooms} ch.` : ''}${f.garden ? ' avec jardin' : f.terrace ? ' avec terrasse' : ''} à ${f.town}`;
  const opening = (OPENINGS[f.style % OPENINGS.length] as (f: Facts, t: string) => string)(f, type);
  const building =
    f.kind === 'land' || f.kind === 'garage'
      ? ''
      : `<p>Construit en ${f.year}${f.renovated ? ` et rénové en ${f.renovated}` : ''}, le bien dispose de ${HEATING[f.heating]}${f.newBuild ? ', de panneaux photovoltaïques et d’une ventilation double flux' : ''}.</p>`;
  const closing = f.viager
    ? '<p><strong>Vente en viager occupé</strong> : bouquet et rente mensuelle indexée, renseignements à l’agence.</p>'
    : sale
      ? '<p>Visites sur rendez-vous uniquement. N’hésitez pas à contacter l’agence pour plus d’informations.</p>'
      : f.goal === 2
        ? '<p>Fonds de commerce, clientèle fidèle et matériel inclus. Reprise du bail commercial possible.</p>'
        : `<p>Libre ${f.style % 2 ? 'immédiatement' : 'au 1er du mois prochain'}. ${f.furnished ? 'Loué meublé. ' : ''}Garantie locative de 3 mois. Visites sur rendez-vous.</p>`;
  return {
    title,
    short: `${opening.split(',')[0]}.`.replace('..', '.'),
    description: `<p>${opening}</p>${rooms(f)}${building}${closing}`,
  };
}
