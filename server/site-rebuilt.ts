// Told when this server rebuilt the site itself (a publication from /admin/, server/staff/content/):
// what it keeps of the site (pages, the policy's hashes, the redirects, the 404 and 410 pages) is
// read again at the next request, rather than once as old as the page cache keeps a page. A build
// from cron still shows within that time.

export interface SiteRebuilt {
  /** `listener` runs at each rebuild. */
  subscribe(listener: () => void): void;
  notify(): void;
}

export function siteRebuiltSignal(): SiteRebuilt {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}
