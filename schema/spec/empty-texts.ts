import type { Language } from './languages.js';

// §8 texts of empty lists: French verbatim; Dutch, English and German to match.
export const NO_PROJECTS: Record<Language, string> = {
  fr: "Aucun projet n'est actuellement disponible.",
  nl: 'Er is momenteel geen project beschikbaar.',
  en: 'No project is currently available.',
  de: 'Derzeit ist kein Projekt verfügbar.',
};

export const NO_DOCUMENTS: Record<Language, string> = {
  fr: 'Aucun document trouvé',
  nl: 'Geen documenten gevonden',
  en: 'No documents found',
  de: 'Keine Dokumente gefunden',
};
