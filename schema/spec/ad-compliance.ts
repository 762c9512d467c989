import type { Region } from './regions.js';

// Issue 46, ad compliance: what a listing on the market must state in an advertisement (a website
// listing included), by its region. Each rule names the listing's fields that hold the statement,
// the text it comes from, the day it applies from, and how sure the research was. A listing that
// lacks one is reported (sync, validate, status), never held back: the agency completes it in the
// back office. Researched in December 2026 from the regions', BIV/IPI's and the notaries' pages;
// docs/staff-guide.md ("What an advertisement must state") lists what is uncertain and not checked.

/** A field of a published listing (schema/property.ts), by its path. */
export type ListingField =
  | 'epc.value'
  | 'epc.label'
  | 'epc.total'
  | 'epc.co2'
  | 'epc.certificate'
  | 'legal.permit'
  | 'legal.areaApplication'
  | 'legal.summons'
  | 'legal.judicialDecision'
  | 'legal.preemptiveRights'
  | 'legal.allotmentPermit'
  | 'legal.floodRisk'
  | 'costs.chargesRenter';

export interface AdRule {
  id: string;
  /** What the advertisement must state, as the staff's reports name it. */
  what: string;
  region: Region;
  /** What the listing is: for sale, for rent (its section), and of which types (§3 WebID; null: every type). */
  sections: readonly ('sale' | 'rent')[];
  types: readonly number[] | null;
  /** The statement needs one of these fields filled. */
  anyOf: readonly ListingField[];
  /** Only where the address is not published (Flanders: the EPC's unique code stands in for it). */
  whenAddressHidden?: true;
  /** The day it applies from (YYYY-MM-DD). */
  from: string;
  source: { title: string; url: string };
  /** 2+: two or more sources agree; 1: one source. */
  confirmedBy: '2+' | '1';
}

/** Homes (§3 WebID: house, apartment, studio): the units an energy certificate is for. */
const HOMES = [1, 2, 3] as const;

export const AD_RULES: readonly AdRule[] = [
  {
    id: 'flanders-epc-score',
    what: 'the EPC score (kWh/m² a year)',
    region: 'flanders',
    sections: ['sale', 'rent'],
    types: HOMES,
    anyOf: ['epc.value'],
    from: '2012-01-01',
    source: { title: 'Energiedecreet van 8 mei 2009, art. 11.2.1, §3', url: 'https://www.vlaanderen.be/epc' },
    confirmedBy: '2+',
  },
  {
    id: 'flanders-epc-code',
    what: "the EPC certificate's unique code (the address is not shown)",
    region: 'flanders',
    sections: ['sale', 'rent'],
    types: HOMES,
    anyOf: ['epc.certificate'],
    whenAddressHidden: true,
    from: '2012-01-01',
    source: {
      title: 'Energiedecreet van 8 mei 2009, art. 11.2.1, §3 (de unieke code of het adres)',
      url: 'https://www.vlaanderen.be/epc',
    },
    confirmedBy: '2+',
  },
  {
    id: 'flanders-permit',
    what: 'whether a building permit was issued',
    region: 'flanders',
    sections: ['sale'],
    types: null,
    anyOf: ['legal.permit'],
    from: '2009-09-01',
    source: {
      title: 'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.6, 1°',
      url: 'https://omgeving.vlaanderen.be/informatieverplichting-bij-verkopen-van-vastgoed',
    },
    confirmedBy: '2+',
  },
  {
    id: 'flanders-planning-designation',
    what: 'the planning designation (bestemming)',
    region: 'flanders',
    sections: ['sale'],
    types: null,
    anyOf: ['legal.areaApplication'],
    from: '2009-09-01',
    source: {
      title: 'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.6, 2°',
      url: 'https://omgeving.vlaanderen.be/informatieverplichting-bij-verkopen-van-vastgoed',
    },
    confirmedBy: '2+',
  },
  {
    id: 'flanders-enforcement',
    what: 'whether a summons or an enforcement measure applies',
    region: 'flanders',
    sections: ['sale'],
    types: null,
    anyOf: ['legal.summons', 'legal.judicialDecision'],
    from: '2018-03-01',
    source: {
      title: 'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.6, 3° (decreet van 25 april 2014)',
      url: 'https://www.biv.be/nieuws/artikels/publiciteit-en-vergunningenstatus-van-een-goed-wees-transparant-ten-aanzien-van-potentiele-kopers',
    },
    confirmedBy: '2+',
  },
  {
    id: 'flanders-pre-emption',
    what: 'whether a right of pre-emption applies',
    region: 'flanders',
    sections: ['sale'],
    types: null,
    anyOf: ['legal.preemptiveRights'],
    from: '2009-09-01',
    source: {
      title: 'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.6, 4°',
      url: 'https://omgeving.vlaanderen.be/informatieverplichting-bij-verkopen-van-vastgoed',
    },
    confirmedBy: '2+',
  },
  {
    id: 'flanders-allotment-permit',
    what: 'whether an allotment permit applies',
    region: 'flanders',
    sections: ['sale'],
    types: null,
    anyOf: ['legal.allotmentPermit'],
    from: '2009-09-01',
    source: {
      title: 'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.6, 5°',
      url: 'https://omgeving.vlaanderen.be/informatieverplichting-bij-verkopen-van-vastgoed',
    },
    confirmedBy: '2+',
  },
  {
    id: 'flanders-flood-scores',
    what: 'the flood scores of the plot and the building (P-score, G-score)',
    region: 'flanders',
    sections: ['sale'],
    types: null,
    anyOf: ['legal.floodRisk'],
    from: '2023-01-01',
    source: {
      title: 'Decreet Integraal Waterbeleid (informatieplicht, besluit van 25 november 2022): P-score en G-score',
      url: 'https://www.integraalwaterbeleid.be/nl/beleidsinstrumenten/informatieplicht',
    },
    confirmedBy: '2+',
  },
  {
    id: 'wallonia-peb-class',
    what: 'the PEB class',
    region: 'wallonia',
    sections: ['sale', 'rent'],
    types: HOMES,
    anyOf: ['epc.label'],
    from: '2015-01-01',
    source: {
      title: 'AGW du 15 mai 2014, art. 48, § 1er (décret PEB du 28 novembre 2013, art. 34, § 4)',
      url: 'https://www.federia.immo/fr/thematiques/2021-09-28-publicite-et-mention-de-la-performance-energetique-rappels-de-quelques-obligations-et-points-d-attention',
    },
    confirmedBy: '2+',
  },
  {
    id: 'wallonia-peb-figures',
    what: 'the specific primary energy use (kWh/m² a year)',
    region: 'wallonia',
    sections: ['sale', 'rent'],
    types: HOMES,
    anyOf: ['epc.value'],
    from: '2015-01-01',
    source: {
      title: 'Arrêté ministériel du 23 décembre 2014 (consommation spécifique, kWh/m².an)',
      url: 'https://vanesse.be/le-certificat-peb/',
    },
    confirmedBy: '2+',
  },
  {
    id: 'wallonia-peb-total',
    what: 'the total primary energy use (kWh a year)',
    region: 'wallonia',
    sections: ['sale', 'rent'],
    types: HOMES,
    anyOf: ['epc.total'],
    from: '2015-01-01',
    source: {
      title: 'Arrêté ministériel du 23 décembre 2014 (consommation totale, kWh/an)',
      url: 'https://vanesse.be/le-certificat-peb/',
    },
    confirmedBy: '2+',
  },
  {
    id: 'wallonia-peb-code',
    what: "the PEB certificate's number",
    region: 'wallonia',
    sections: ['sale', 'rent'],
    types: HOMES,
    anyOf: ['epc.certificate'],
    from: '2015-01-01',
    source: {
      title: 'Arrêté ministériel du 23 décembre 2014 (numéro du certificat)',
      url: 'https://vanesse.be/le-certificat-peb/',
    },
    confirmedBy: '2+',
  },
  {
    id: 'brussels-peb-class',
    what: 'the PEB class',
    region: 'brussels',
    sections: ['sale', 'rent'],
    types: HOMES,
    anyOf: ['epc.label'],
    from: '2011-05-01',
    source: {
      title: 'Arrêté du 17 février 2011 (certificat PEB habitations individuelles), art. 6',
      url: 'https://environnement.brussels/thematiques/energie/la-performance-energetique-des-batiments-peb/le-certificat-peb/vous-voulez',
    },
    confirmedBy: '2+',
  },
  {
    id: 'brussels-peb-co2',
    what: 'the CO2 emissions (kg/m² a year)',
    region: 'brussels',
    sections: ['sale', 'rent'],
    types: HOMES,
    anyOf: ['epc.co2'],
    from: '2011-05-01',
    source: {
      title: 'Arrêté du 17 février 2011 (certificat PEB habitations individuelles), art. 6: émissions de CO2',
      url: 'https://www.logic-immo.be/fr/nouvelles-immo/le-certificat-peb-est-oblige-bruxelles-843.html',
    },
    confirmedBy: '2+',
  },
  {
    id: 'flanders-rent-charges',
    what: 'the charges on top of the rent',
    region: 'flanders',
    sections: ['rent'],
    types: null,
    anyOf: ['costs.chargesRenter'],
    from: '2019-01-01',
    source: {
      title: 'Vlaams Woninghuurdecreet van 9 november 2018, art. 4',
      url: 'https://www.oostkamp.be/product/3640/reglement-bekendmaken-huurprijzen',
    },
    confirmedBy: '2+',
  },
  {
    id: 'wallonia-rent-charges',
    what: 'the charges on top of the rent',
    region: 'wallonia',
    sections: ['rent'],
    types: null,
    anyOf: ['costs.chargesRenter'],
    from: '2018-09-01',
    source: {
      title: 'Décret wallon du 15 mars 2018 relatif au bail d’habitation',
      url: 'http://www.droitsquotidiens.be/fr/question/dois-je-indiquer-le-prix-dans-lannonce?o=2817',
    },
    confirmedBy: '1',
  },
  {
    id: 'brussels-rent-charges',
    what: 'the charges on top of the rent',
    region: 'brussels',
    sections: ['rent'],
    types: null,
    anyOf: ['costs.chargesRenter'],
    from: '2018-01-01',
    source: {
      title: 'Code bruxellois du Logement (information précontractuelle du bail d’habitation)',
      url: 'https://bail-commercial.be/jurisprudence/bruxelles/baux-generaux/baux-dhabitation/information-precontractuelle-et-forme-du-bail-dhabitation/',
    },
    confirmedBy: '2+',
  },
];
