// The partner remote run alone (npm run serve -w mfe-partner, port 8085): its pages without the shell, for the team's
// own checks.
import { mountStandalone } from '@kemet/platform/standalone';
import '@kemet/ui/tokens.css';
import WorkspacePage from './exposes/WorkspacePage';
import InvitationPage from './exposes/InvitationPage';
import OperationsPage from './exposes/OperationsPage';

mountStandalone(document.getElementById('root')!, {
  '/partner': <WorkspacePage />,
  '/partner/invitation': <InvitationPage />,
  '/operations': <OperationsPage />,
});
