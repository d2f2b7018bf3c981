/** `/ailab/notifications` and `/admin/notifications`: every notification of the signed-in person (issue 25). */
export { Component } from '../../../features/notifications/components/notifications-page';
