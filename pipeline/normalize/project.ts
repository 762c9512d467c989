import { type Language, PAGE_PATHS, type Project, type RecordProblem } from '../../schema/index.js';
import { checkHttpUrl } from '../derive/index.js';
import { rawProjectSchema } from '../feed/omnicasa/raw-lists.js';
import type { Report } from './bounds.js';
import { descriptionOf } from './description.js';
import { pictureOf, picturesOf } from './picture.js';
import { idOf, problemsFromIssues } from './problems.js';
import { cleanTexts } from './texts.js';

export type ProjectResult = { ok: true; project: Project; problems: RecordProblem[] } | { ok: false; problems: RecordProblem[] };

/** One GetProjectList item in one language → the published project (SPEC.md §3 Project). */
export function normalizeProject(input: unknown, language: Language): ProjectResult {
  const where = { id: idOf(input), kind: 'project' as const, language };
  const parsed = rawProjectSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: problemsFromIssues(parsed.error.issues, input, where) };
  const problems: RecordProblem[] = [];
  const report: Report = (field, reason) => problems.push({ ...where, field, reason, action: 'cleaned' });
  const raw = cleanTexts(parsed.data, ['Description', 'ExternalWeb'], report);
  if (!raw.Name)
    return { ok: false, problems: [{ ...where, field: 'Name', reason: 'the project has no name', action: 'quarantined' }] };
  const description = descriptionOf(raw.Description, where);
  problems.push(...description.problems);
  const published = raw.PublicAddress ?? false;
  const pictures = raw.XLargePictureItems?.length
    ? picturesOf(raw.XLargePictureItems, 'XLargePictureItems', report)
    : [raw.SmallPictureItem ? pictureOf(raw.SmallPictureItem, 'SmallPictureItem', report) : null].flatMap((p) => p ?? []);
  const web = raw.ExternalWeb ? checkHttpUrl(raw.ExternalWeb) : null;
  if (web && !web.ok) report('ExternalWeb', `dropped the website link: ${web.reason}`);
  return {
    ok: true,
    problems,
    project: {
      id: raw.ID,
      language,
      name: raw.Name,
      description: description.description,
      street: published ? (raw.Street ?? null) : null,
      houseNumber: published ? (raw.HouseNumber ?? null) : null,
      box: published ? (raw.BoxNr ?? null) : null,
      zip: raw.Zip ?? null,
      city: raw.City ?? null,
      addressPublished: published,
      externalWeb: web?.ok ? web.url : null,
      pictures,
      url: `${PAGE_PATHS.projects[language]}?id=${raw.ID}`,
    },
  };
}
