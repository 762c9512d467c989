import type { Content } from './content.js';

// What the four content files say of each other (data/site/content/): an article a page module
// names, an agency a team member or a contact module names, ids used once. The build refuses broken
// ones (site/content/load.ts), and so does a save in /admin/ (server/staff/content/).

/** Each id that a file names and that no file defines, as "file: field: what". */
export function referenceProblems({ pages, articles, agencies, team }: Content): string[] {
  const problems: string[] = [];
  const duplicates = (file: string, ids: string[]) =>
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) problems.push(`${file}: [${i}].id: "${id}" is used twice`);
    });
  duplicates(
    'articles.json',
    articles.map((a) => a.id),
  );
  duplicates(
    'agencies.json',
    agencies.map((a) => a.id),
  );
  duplicates(
    'team.json',
    team.map((m) => m.id),
  );
  team.forEach((member, i) => {
    if (!agencies.some((a) => a.id === member.agency))
      problems.push(`team.json: [${i}].agency: no agency "${member.agency}" in agencies.json`);
  });
  for (const [key, page] of Object.entries(pages)) {
    page?.modules.forEach((module, i) => {
      const field = `pages.json: ${key}.modules[${i}].relations.id`;
      const { relations } = module;
      if (relations.type === 'article' && !articles.some((a) => a.id === relations.id))
        problems.push(`${field}: no article "${relations.id}" in articles.json`);
      if (relations.type === 'contact' && relations.id && !agencies.some((a) => a.id === relations.id))
        problems.push(`${field}: no agency "${relations.id}" in agencies.json`);
    });
  }
  return problems;
}
