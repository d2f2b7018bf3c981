import { useId, useMemo } from 'react';
import { TextField } from './text-field';

/** Every IANA zone the browser knows (`Intl.supportedValuesOf('timeZone')`), or none in an older browser. */
export function supportedTimeZones(): string[] {
  const withValues = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  return withValues.supportedValuesOf?.('timeZone') ?? [];
}

/** The browser's own zone: the default of a new time-zone field. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The one time-zone picker of the app: a labelled text box that searches the browser's list of IANA zones as one
 * types ("madr" → Europe/Madrid), with its hint or error. The server checks the zone again.
 */
export function TimeZoneField({
  label,
  name,
  value,
  onValueChange,
  hint,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onValueChange: (zone: string) => void;
  hint?: string;
  error?: string | undefined;
}) {
  const listId = useId();
  const zones = useMemo(supportedTimeZones, []);
  return (
    <>
      <TextField
        label={label}
        name={name}
        list={listId}
        value={value}
        autoComplete="off"
        spellCheck={false}
        hint={hint}
        error={error}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
