import { useSearchParams } from 'react-router-dom';
import { searchParams } from '../../../config/paths';
import { InvitationPage } from '../components/invitation-page';

/**
 * /institute-invitation?token=: the link in a supervisor invitation email; ?invitation=<id>: the link of
 * the signed-in invitee's "invitation received" notification.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <InvitationPage
      token={params.get(searchParams.token) ?? ''}
      invitationId={params.get(searchParams.invitation) ?? ''}
    />
  );
}
