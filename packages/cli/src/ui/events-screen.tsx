import type { AdminEvent, Registration } from '@ailab/core/contract/events/events.schemas';
import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import type { Translate } from '../i18n/translator';
import { eventStart } from '../services/event-service';

/** Props of {@link EventsScreen}: the upcoming events and the two calls the door needs. */
export interface EventsScreenProps {
  events: readonly AdminEvent[];
  t: Translate;
  loadRegistrations: (event: AdminEvent) => Promise<Registration[]>;
  /** Checks a confirmed attendee in, or undoes it; answers the updated registration. */
  toggleCheckIn: (event: AdminEvent, registration: Registration) => Promise<Registration>;
  onExit: () => void;
}

function useCursor(length: number) {
  const [index, setIndex] = useState(0);
  const move = (step: number) =>
    setIndex((current) => Math.min(Math.max(current + step, 0), Math.max(length - 1, 0)));
  return { index: Math.min(index, Math.max(length - 1, 0)), move, reset: () => setIndex(0) };
}

function RegistrationLine({ item, selected, t }: { item: Registration; selected: boolean; t: Translate }) {
  const mark = item.status === 'confirmed' ? (item.checked_in ? '[✓]' : '[ ]') : '   ';
  const note =
    item.status === 'waitlisted'
      ? t('events:cli.screen.waitlisted', { position: item.waitlist_position ?? 0 })
      : item.checked_in
        ? t('events:cli.screen.checkedIn')
        : item.status;
  return (
    <Text color={selected ? 'cyan' : undefined} dimColor={item.status !== 'confirmed' && !selected}>
      {selected ? '❯ ' : '  '}
      {mark} {item.name} <Text dimColor>{`<${item.email}> · ${note}`}</Text>
    </Text>
  );
}

/**
 * "Events Management" for the door of a live event: upcoming events with
 * seats left; Enter opens the registrations, where Enter toggles check-in.
 */
export function EventsScreen({ events, t, loadRegistrations, toggleCheckIn, onExit }: EventsScreenProps) {
  const [open, setOpen] = useState<AdminEvent | null>(null);
  const [registrations, setRegistrations] = useState<Registration[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const eventCursor = useCursor(events.length);
  const regCursor = useCursor(registrations?.length ?? 0);

  const fail = (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause));
  useInput((input, key) => {
    if (busy) return;
    if (key.upArrow) (open ? regCursor : eventCursor).move(-1);
    else if (key.downArrow) (open ? regCursor : eventCursor).move(1);
    else if (key.escape || input === 'q') {
      if (open) {
        setOpen(null);
        setRegistrations(null);
        setError(null);
      } else onExit();
    } else if (key.return && !open) {
      const chosen = events[eventCursor.index];
      if (!chosen) return;
      setOpen(chosen);
      regCursor.reset();
      setBusy(true);
      loadRegistrations(chosen)
        .then(setRegistrations, fail)
        .finally(() => setBusy(false));
    } else if (key.return && open && registrations) {
      const item = registrations[regCursor.index];
      if (item?.status !== 'confirmed') return;
      setBusy(true);
      toggleCheckIn(open, item)
        .then((updated) =>
          setRegistrations(
            (list) =>
              list?.map((row) =>
                row.id === updated.id
                  ? { ...row, ...updated, waitlist_position: row.waitlist_position }
                  : row,
              ) ?? null,
          ),
        )
        .catch(fail)
        .finally(() => setBusy(false));
    }
  });

  if (open)
    return (
      <Box flexDirection="column">
        <Text bold>
          {t('events:cli.screen.registrations')}: {open.title}
        </Text>
        <Text dimColor>{t('events:cli.screen.doorHelp')}</Text>
        {error ? <Text color="red">{error}</Text> : null}
        <Box marginTop={1} flexDirection="column">
          {registrations === null ? (
            <Text dimColor>…</Text>
          ) : registrations.length === 0 ? (
            <Text>{t('events:cli.screen.none')}</Text>
          ) : (
            registrations.map((item, index) => (
              <RegistrationLine key={item.id} item={item} selected={index === regCursor.index} t={t} />
            ))
          )}
        </Box>
      </Box>
    );
  return (
    <Box flexDirection="column">
      <Text bold>{t('events:cli.screen.title')}</Text>
      <Text dimColor>{t('events:cli.screen.help')}</Text>
      <Box marginTop={1} flexDirection="column">
        <Text underline>{t('events:cli.screen.upcoming')}</Text>
        {events.length === 0 ? <Text>{t('events:cli.screen.empty')}</Text> : null}
        {events.map((event, index) => (
          <Text key={event.id} color={index === eventCursor.index ? 'cyan' : undefined}>
            {index === eventCursor.index ? '❯ ' : '  '}
            {event.title}{' '}
            <Text dimColor>
              {`${eventStart(event)} · ${t('events:cli.screen.seats', { seats: event.seats_left, waiting: event.counts.waitlisted })}`}
            </Text>
          </Text>
        ))}
      </Box>
    </Box>
  );
}
