import { LoginForm } from './LoginForm.js';
import { Portal } from './Portal.js';
import type { OwnerRegion } from './region.js';
import { SetPasswordForm } from './SetPasswordForm.js';
import type { ViewContext } from './view-context.js';

/** The one part of the login page that changes per request. */
export function OwnerRegionView({ region, view }: { region: OwnerRegion; view: ViewContext }) {
  switch (region.kind) {
    case 'login':
      return <LoginForm error={region.error} notice={region.notice} email={region.email} view={view} />;
    case 'set-password':
      return <SetPasswordForm token={region.token} purpose={region.purpose} error={region.error} view={view} />;
    case 'portal':
      return <Portal data={region.data} view={view} />;
  }
}
