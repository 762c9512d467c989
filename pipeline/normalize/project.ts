import type { Language, Project, RecordProblem } from '../../schema/index.js';
import { rawProjectSchema } from '../feed/omnicasa/raw-lists.js';
import { descriptionOf } from './description.js';
import { pictureOf } from './picture.js';
import { idOf, problemsFromIssues } from './problems.js';

export type ProjectResult = { ok: true; project: Project; problems: RecordProblem[] } | { ok: false; problems: RecordProblem[] };

/** One GetProjectList item in one language → the published project (SPEC.md §3 Project). */
export function normalizeProject(input: unknown, language: Language): ProjectResult {
  const where = { id: idOf(input), kind: 'project' as const, language };
  const parsed = rawProjectSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: problemsFromIssues(parsed.error.issues, input, where) };
  const raw = parsed.data;
  if (!raw.Name)
    return { ok: false, problems: [{ ...where, field: 'Name', reason: 'the project has no name', action: 'quarantined' }] };
  const { description, problems } = descriptionOf(raw.Description, where);
  const published = raw.PublicAddress ?? false;
  const pictures = raw.XLargePictureItems?.length ? raw.XLargePictureItems : raw.SmallPictureItem ? [raw.SmallPictureItem] : [];
  const externalWeb = raw.ExternalWeb && /^https?:\/\//.test(raw.ExternalWeb) ? raw.ExternalWeb : null;
  return {
    ok: true,
    problems,
    project: {
      id: raw.ID,
      language,
      name: raw.Name,
      description,
      street: published ? (raw.Street ?? null) : null,
      houseNumber: published ? (raw.HouseNumber ?? null) : null,
      box: published ? (raw.BoxNr ?? null) : null,
      zip: raw.Zip ?? null,
      city: raw.City ?? null,
      addressPublished: published,
      externalWeb,
      pictures: pictures.map(pictureOf),
      url: `/project/?id=${raw.ID}`,
    },
  };
}
