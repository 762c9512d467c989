import type { Language, OwnerPropertiesResponse, OwnerProperty } from '../../schema/index.js';
import { type Owner, propertiesOf } from './accounts.js';
import type { BackOfficeFigures } from './back-office.js';
import { nowOf, type OwnerContext } from './context.js';
import { ownerFigures } from './figures.js';

// The owner's document (GET /api/owner/properties, and the portal page): each of their properties
// with our figures, its published title and page, and the back office's figures when it answers.

const NO_BACK_OFFICE: BackOfficeFigures = { portals: [], media: [], visits: [] };

export async function ownerDocument(
  ctx: OwnerContext,
  owner: Owner,
  language: Language,
  now = nowOf(ctx),
  only?: number,
): Promise<OwnerPropertiesResponse> {
  const ids = (await propertiesOf(ctx.db, owner.id)).filter((id) => only === undefined || id === only);
  let backOfficeAnswered = true;
  const fromBackOffice = async (id: number): Promise<BackOfficeFigures> => {
    if (!ctx.backOffice) return NO_BACK_OFFICE;
    try {
      return await ctx.backOffice.figures(id, language);
    } catch {
      backOfficeAnswered = false;
      return NO_BACK_OFFICE;
    }
  };
  const [ours, theirs, published] = await Promise.all([
    ownerFigures(ctx.db, ids, { now, timeZone: ctx.timeZone }),
    Promise.all(ids.map(fromBackOffice)),
    ctx.published.inLanguage(language),
  ]);
  const properties = ids.map((id, i): OwnerProperty => {
    const figures = ours.get(id);
    if (!figures) throw new Error(`no figures for property ${id}`);
    const page = published.get(id);
    const backOffice = theirs[i] ?? NO_BACK_OFFICE;
    return {
      id,
      title: page?.title ?? null,
      reference: page?.reference ?? null,
      url: page?.url ?? null,
      ...figures,
      portals: backOffice.portals,
      media: backOffice.media,
      calendarVisits: [...figures.calendarVisits, ...backOffice.visits].sort((a, b) => b.date.localeCompare(a.date)),
    };
  });
  return {
    owner: { email: owner.email, name: owner.name, language: owner.language },
    timeZone: ctx.timeZone,
    generatedAt: now.toISOString(),
    backOfficeAnswered,
    properties,
  };
}
