import { checkHttpUrl } from '../../pipeline/derive/index.js';
import type { Report } from '../../pipeline/normalize/bounds.js';
import { descriptionOf } from '../../pipeline/normalize/description.js';
import { pictureOf, picturesOf } from '../../pipeline/normalize/picture.js';
import { idOf, problemsFromIssues } from '../../pipeline/normalize/problems.js';
import { cleanTexts } from '../../pipeline/normalize/texts.js';
import type { Mapped } from '../../pipeline/source.js';
import { type Language, PAGE_PATHS, type Project, type RecordProblem } from '../../schema/index.js';
import { rawProjectSchema } from './raw-lists.js';

/** One GetProjectList item in one language → the published project (SPEC.md §3 Project). */
export function normalizeProject(input: unknown, language: Language): Mapped<Project> {
  const where = { id: idOf(input), kind: 'project' as const, language };
  const parsed = rawProjectSchema.safeParse(input);
  if (!parsed.success) return { ok: false, id: where.id, problems: problemsFromIssues(parsed.error.issues, input, where) };
  const problems: RecordProblem[] = [];
  const report: Report = (field, reason) => problems.push({ ...where, field, reason, action: 'cleaned' });
  const raw = cleanTexts(parsed.data, ['Description', 'ExternalWeb'], report);
  if (!raw.Name)
    return {
      ok: false,
      id: where.id,
      problems: [{ ...where, field: 'Name', reason: 'the project has no name', action: 'quarantined' }],
    };
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
    value: {
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
