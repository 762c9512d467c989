import { LANGUAGES, type Language } from '../../schema/index.js';

// Two new-build projects of the region, as GetProjectList returns them.
const PROJECTS = [
  {
    ID: 9001,
    Name: {
      fr: 'Résidence Les Tilleuls',
      nl: 'Residentie Les Tilleuls',
      en: 'Les Tilleuls residence',
      de: 'Residenz Les Tilleuls',
    },
    Description: {
      fr: '<p>Douze appartements basse énergie de 1 à 3 chambres au cœur de Nalinnes, avec terrasses, ascenseur et parkings souterrains. Fin des travaux prévue au printemps 2027.</p>',
      nl: '<p>Twaalf energiezuinige appartementen met 1 tot 3 slaapkamers in het hart van Nalinnes, met terrassen, lift en ondergrondse parkeerplaatsen. Oplevering voorzien in de lente van 2027.</p>',
      en: '<p>Twelve low-energy apartments with 1 to 3 bedrooms in the heart of Nalinnes, with terraces, a lift and underground parking. Completion planned for spring 2027.</p>',
      de: '<p>Zwölf Niedrigenergiewohnungen mit 1 bis 3 Schlafzimmern im Herzen von Nalinnes, mit Terrassen, Aufzug und Tiefgarage. Fertigstellung im Frühjahr 2027 geplant.</p>',
    },
    Street: 'Rue de la Gare',
    HouseNumber: '41',
    Zip: '6120',
    City: 'Nalinnes',
    ExternalWeb: 'https://www.residence-les-tilleuls.be/',
    photos: ['apartment-03', 'apartment-05', 'interior-02'],
  },
  {
    ID: 9002,
    Name: {
      fr: 'Les Jardins de Florennes',
      nl: 'Les Jardins de Florennes',
      en: 'Les Jardins de Florennes',
      de: 'Les Jardins de Florennes',
    },
    Description: {
      fr: '<p>Huit maisons 3 façades avec jardin, pompe à chaleur et panneaux photovoltaïques, à deux pas de la Place Verte. Vente sous régime TVA ou droits d’enregistrement.</p>',
      nl: '<p>Acht halfopen woningen met tuin, warmtepomp en zonnepanelen, vlak bij de Place Verte. Verkoop onder btw-stelsel of registratierechten.</p>',
      en: '<p>Eight semi-detached houses with gardens, heat pumps and solar panels, a stone’s throw from the Place Verte. Sold under VAT or registration duties.</p>',
      de: '<p>Acht Doppelhaushälften mit Garten, Wärmepumpe und Photovoltaik, nur wenige Schritte von der Place Verte. Verkauf mit Mehrwertsteuer oder Registrierungsgebühren.</p>',
    },
    Street: 'Rue de Mettet',
    HouseNumber: '120',
    Zip: '5620',
    City: 'Florennes',
    ExternalWeb: 'https://www.jardins-de-florennes.be/',
    photos: ['house-04', 'house-09', 'interior-07'],
  },
];

export function buildProjects(nextPictureId: () => number): Record<Language, unknown>[] {
  return PROJECTS.map((project) => {
    const pictures = project.photos.map((name) => ({
      Url: `../photos/${name}.jpg`,
      Width: 1920,
      Height: 1280,
      ID: nextPictureId(),
      Name: name,
    }));
    return Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        {
          ID: project.ID,
          Name: project.Name[language],
          Description: project.Description[language],
          PublicAddress: true,
          Street: project.Street,
          HouseNumber: project.HouseNumber,
          BoxNr: null,
          Zip: project.Zip,
          City: project.City,
          ExternalWeb: project.ExternalWeb,
          SmallPictureItem: { ...pictures[0], Width: 400, Height: 267 },
          XLargePictureItems: pictures,
        },
      ]),
    ) as Record<Language, unknown>;
  });
}
