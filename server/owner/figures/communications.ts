import type { Db } from '../../db/open-database.js';

// Communication figures (§1 owner portal): the forms and requests received about each property, by
// form kind, from the submissions the server stored (index submissions_property). Our own kinds
// (the portal's 'owner-…' records) are not the visitors' and stay out, and so do the bookings not
// confirmed (issue 48: a held booking may be a fake that nobody confirms; a cancelled one is none).

export type Communications = Record<string, number>;

export async function communicationFigures(db: Db, propertyIds: number[]): Promise<Map<number, Communications>> {
  const rows = await db
    .selectFrom('submissions')
    .leftJoin('bookings', 'bookings.submission_id', 'submissions.id')
    .where('submissions.property_id', 'in', propertyIds)
    .where('submissions.kind', 'not like', 'owner-%')
    .where((eb) => eb.or([eb('submissions.kind', '!=', 'appointment'), eb('bookings.status', '=', 'confirmed')]))
    .select((eb) => ['submissions.property_id', 'submissions.kind', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['submissions.property_id', 'submissions.kind'])
    .execute();
  const figures = new Map<number, Communications>(propertyIds.map((id) => [id, {}]));
  for (const row of rows) {
    const kinds = row.property_id === null ? undefined : figures.get(Number(row.property_id));
    if (kinds) kinds[row.kind] = Number(row.n);
  }
  return figures;
}
