// §3 Property.Goal and DESIGN.md (Sources): 0 sale, 1 rent, 2 takeover ("ter overname").
export const GOALS = ['sale', 'rent', 'takeover'] as const;
export type Goal = (typeof GOALS)[number];

// DESIGN.md (Sources): Omnicasa Status 0 prospect, 1 active, 2 sold, 3 cancelled, 4 rented.
export const STATUSES = ['prospect', 'active', 'sold', 'cancelled', 'rented'] as const;
export type Status = (typeof STATUSES)[number];

/** Statuses that appear on the public site (sold and rented ones show with a badge, §4). */
export const PUBLIC_STATUSES: readonly Status[] = ['active', 'sold', 'rented'];
