import { adminEvents } from './admin-events';
import { businessAccount } from './business-account';
import { eventExtras } from './event-extras';

/** The events domain's contract groups. Events: administration, registration, check-in, reminders and calendar feeds (open-group part in open-events.ts). */
export const eventsContract = {
  adminEvents,
  eventExtras,
  businessAccount,
};
