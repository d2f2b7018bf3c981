import { ReviewQueueScreen } from '../components/review-queue-screen';

/** /admin/application-management: the review queue, one application, bulk decisions and the funnel. */
export function Component() {
  return <ReviewQueueScreen />;
}
