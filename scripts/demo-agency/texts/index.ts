import type { Language } from '../../../schema/index.js';
import type { Facts, Texts } from '../facts.js';
import { germanTexts } from './de.js';
import { englishTexts } from './en.js';
import { frenchTexts } from './fr.js';
import { dutchTexts } from './nl.js';

export const WRITERS: Record<Language, (facts: Facts, type: string) => Texts> = {
  fr: frenchTexts,
  nl: dutchTexts,
  en: englishTexts,
  de: germanTexts,
};
