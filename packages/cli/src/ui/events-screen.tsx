import type { AdminEvent, Registration } from '@ailab/core/contract/events/events.schemas';
import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import type { Translate } from '../i18n/translator';
import { eventStart } from '../services/event-service';
import { AsyncView } from './kit/async-view';
import { SelectableList } from './kit/selectable-list';
import { messageOf, useAsync } from './kit/use-async';
import { useCursor } from './kit/use-cursor';
import { editText } from './text-input';

/** Props of {@link EventsScreen}: the upcoming events and the two calls the door needs. */
export interface EventsScreenProps {
  events: readonly AdminEvent[];
  t: Translate;
  loadRegistrations: (event: AdminEvent) => Promise<Registration[]>;
  /** Checks a confirmed attendee in, or undoes it; answers the updated registration. */
  toggleCheckIn: (event: AdminEvent, registration: Registration) => Promise<Registration>;
  onExit: () => void;
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
      {mark} {item.name} <Text dimColor>{`<${item.email}> · ${note}`}</Text>
    </Text>
  );
}

/**
 * "Events Management" for the door of a live event: upcoming events with
 * seats left; Enter opens the registrations, where typing searches them by name or email and Enter toggles
 * check-in; Esc clears the search, then goes back.
 */
export function EventsScreen({ events, t, loadRegistrations, toggleCheckIn, onExit }: EventsScreenProps) {
  const [open, setOpen] = useState<AdminEvent | null>(null);
  // Check-ins toggled here, by registration id, over what the server listed.
  const [changed, setChanged] = useState<Record<string, Registration>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loaded = useAsync(open ? () => loadRegistrations(open) : null, open?.id ?? '');
  // The door's search (issue 24 item 19): typed text keeps the registrations whose name or email holds it.
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  const registrations =
    loaded.state.status === 'ready'
      ? loaded.state.value
          .map((row) => changed[row.id] ?? row)
          .filter((row) => wanted === '' || `${row.name} ${row.email}`.toLowerCase().includes(wanted))
      : null;
  const eventCursor = useCursor(events.length);
  const regCursor = useCursor(registrations?.length ?? 0);

  useInput((input, key) => {
    if (busy) return;
    if (key.upArrow) (open ? regCursor : eventCursor).move(-1);
    else if (key.downArrow) (open ? regCursor : eventCursor).move(1);
    else if (open && key.escape && search !== '') {
      setSearch('');
      regCursor.reset();
    } else if (key.escape || (!open && input === 'q')) {
      if (open) {
        setOpen(null);
        setChanged({});
        setError(null);
      } else onExit();
    } else if (input === 'r' && open && loaded.state.status === 'error') loaded.retry();
    else if (key.return && !open) {
      const chosen = events[eventCursor.index];
      if (!chosen) return;
      setOpen(chosen);
      setSearch('');
      regCursor.reset();
    } else if (key.return && open && registrations) {
      const item = registrations[regCursor.index];
      if (item?.status !== 'confirmed') return;
      setBusy(true);
      toggleCheckIn(open, item)
        .then((updated) =>
          setChanged((rows) => ({
            ...rows,
            [updated.id]: { ...item, ...updated, waitlist_position: item.waitlist_position },
          })),
        )
        .catch((cause: unknown) => setError(messageOf(cause)))
        .finally(() => setBusy(false));
    } else if (open) {
      const next = editText(search, input, key);
      if (next === search) return;
      setSearch(next);
      regCursor.reset();
    }
  });

  if (open)
    return (
      <Box flexDirection="column">
        <Text bold>
          {t('events:cli.screen.registrations')}: {open.title}
        </Text>
        <Text dimColor>{t('events:cli.screen.doorHelp')}</Text>
        <Text>
          <Text color="cyan">{`${t('events:cli.screen.search')}: `}</Text>
          {search}
        </Text>
        {error ? <Text color="red">{error}</Text> : null}
        <Box marginTop={1} flexDirection="column">
          <AsyncView state={loaded.state} loading="…" retryHint={t('kit.retry')}>
            {() =>
              registrations?.length ? (
                <SelectableList
                  items={registrations}
                  selected={regCursor.index}
                  getKey={(item) => item.id}
                  renderItem={(item, selected) => <RegistrationLine item={item} selected={selected} t={t} />}
                />
              ) : (
                <Text>{t('events:cli.screen.none')}</Text>
              )
            }
          </AsyncView>
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
        <SelectableList
          items={events}
          selected={eventCursor.index}
          getKey={(event) => event.id}
          renderItem={(event, selected) => (
            <Text color={selected ? 'cyan' : undefined}>
              {event.title}{' '}
              <Text dimColor>
                {`${eventStart(event)} · ${t('events:cli.screen.seats', { seats: event.seats_left, waiting: event.counts.waitlisted })}`}
              </Text>
            </Text>
          )}
        />
      </Box>
    </Box>
  );
}
