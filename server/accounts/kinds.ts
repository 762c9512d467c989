// The two kinds of accounts the server keeps (owners, §1 owner portal; staff, issue 45): each its
// own tables of one-time links and sessions, alike but for the column that names the account.

export type AccountKind = 'owner' | 'staff';

export const ACCOUNT_TABLES = {
  owner: { links: 'owner_tokens', sessions: 'owner_sessions', account: 'owner_id' },
  staff: { links: 'staff_tokens', sessions: 'staff_sessions', account: 'staff_id' },
} as const satisfies Record<AccountKind, { links: string; sessions: string; account: string }>;
