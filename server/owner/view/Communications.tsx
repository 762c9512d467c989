import { FORM_KINDS, type FormKind } from '../../../schema/index.js';
import { FigureList } from './FigureList.js';
import type { ViewContext } from './view-context.js';

// §1 communication figures: the forms and requests received for the property, by kind, in the
// order of the site's forms; a kind the texts do not know yet shows under its own name.

const isFormKind = (kind: string): kind is FormKind => (FORM_KINDS as string[]).includes(kind);

export function communicationFigures(communications: Record<string, number>, view: ViewContext) {
  const order = (kind: string) => (isFormKind(kind) ? FORM_KINDS.indexOf(kind) : FORM_KINDS.length);
  return Object.entries(communications)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([kind, value]) => ({ label: isFormKind(kind) ? view.t(`kind.${kind}`) : kind, value }));
}

export function Communications({ communications, view }: { communications: Record<string, number>; view: ViewContext }) {
  const figures = communicationFigures(communications, view);
  return figures.length > 0 ? <FigureList figures={figures} view={view} /> : <p>{view.t('communications.none')}</p>;
}
