import { useLocation, useSearchParams } from 'react-router-dom';
import { paths, searchParams } from '../../../config/paths';
import { EventLinkScreen } from '../components/event-link-screen';

/** /events/confirm?token= and /events/cancel?token=: the links in event emails. */
export function Component() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const kind = pathname.startsWith(paths.eventCancel) ? 'cancel' : 'confirm';
  return <EventLinkScreen kind={kind} token={params.get(searchParams.token) ?? ''} />;
}
