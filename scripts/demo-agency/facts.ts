import type { Kind } from './catalogue.js';

/** What is true of a property whatever the language: the texts of each language are written from it. */
export interface Facts {
  id: number;
  kind: Kind;
  fineType: string;
  goal: 0 | 1 | 2;
  town: string;
  street: string;
  bedrooms: number;
  bathrooms: number;
  living: number;
  ground: number | null;
  facades: number | null;
  garden: boolean;
  terrace: boolean;
  garage: boolean;
  cellar: boolean;
  attic: boolean;
  lift: boolean;
  pool: boolean;
  furnished: boolean;
  year: number;
  renovated: number | null;
  heating: 'gas' | 'oil' | 'heatpump' | 'electric';
  kitchen: 'equipped' | 'super' | 'semi';
  floor: number | null;
  /** 0..n: picks among the phrasings of each language, so that no two texts read alike. */
  style: number;
  newBuild: boolean;
  viager: boolean;
}

export interface Texts {
  title: string;
  short: string;
  description: string;
}
