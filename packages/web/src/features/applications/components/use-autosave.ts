import {
  type AnswerValueType,
  type Application,
  type TeamMember,
  TeamMemberSchema,
} from '@ailab/core/contract/applications/application.schemas';
import { isApiError } from '@ailab/core/errors/api-error';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationChannel, DraftSave } from '../api/application-channel';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'conflict' | 'error';

const AUTOSAVE_DELAY_MS = 800;

/**
 * The draft as edited on screen, saved a moment after each change from the version it started from.
 * One save at a time; a stale version (changed on another device) stops autosaving until a reload.
 */
export function useAutosave(initial: Application, channel: ApplicationChannel) {
  const [application, setApplication] = useState(initial);
  const [answers, setAnswers] = useState<Record<string, AnswerValueType>>(initial.answers);
  const [about, setAbout] = useState({ name: initial.name, title: initial.title });
  const [team, setTeam] = useState<TeamMember[]>(initial.team);
  const [industries, setIndustries] = useState<string[]>(initial.industries);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const pending = useRef<DraftSave | null>(null);
  const version = useRef(initial.version);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    const changes = pending.current;
    if (!changes) return true;
    busy.current = true;
    pending.current = null;
    setStatus('saving');
    try {
      const saved = await channel.save({ ...changes, version: version.current });
      version.current = saved.version;
      setApplication(saved);
      setStatus(pending.current ? 'pending' : 'saved');
      return true;
    } catch (failure) {
      setError(failure);
      setStatus(isApiError(failure, 'CONFLICT') ? 'conflict' : 'error');
      if (!isApiError(failure, 'CONFLICT')) pending.current = { ...changes, ...(pending.current ?? {}) };
      return false;
    } finally {
      busy.current = false;
    }
  }, [channel]);

  const schedule = useCallback(
    (changes: Omit<DraftSave, 'version'>) => {
      const before = pending.current;
      pending.current = {
        version: version.current,
        ...before,
        ...changes,
        answers: { ...(before?.answers ?? {}), ...(changes.answers ?? {}) },
        proposals: [...(before?.proposals ?? []), ...(changes.proposals ?? [])],
      };
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return {
    application,
    setApplication: (next: Application) => {
      version.current = next.version;
      setApplication(next);
    },
    answers,
    about,
    status,
    error,
    version,
    setAnswer(id: string, value: AnswerValueType) {
      setAnswers((current) => ({ ...current, [id]: value }));
      schedule({ answers: { [id]: value } });
    },
    setAbout(field: 'name' | 'title', value: string) {
      setAbout((current) => ({ ...current, [field]: value }));
      schedule({ [field]: value });
    },
    team,
    /** Edits the team; only complete members (a name and a valid email) are saved, the rest wait on screen. */
    setTeam(next: TeamMember[]) {
      setTeam(next);
      schedule({ team: next.filter((member) => TeamMemberSchema.safeParse(member).success) });
    },
    industries,
    setIndustries(next: string[]) {
      setIndustries(next);
      schedule({ industries: next });
    },
    /** Proposes a new industry to the catalogue, saved at once. */
    async propose(name: string): Promise<boolean> {
      schedule({ proposals: [name] });
      if (timer.current) clearTimeout(timer.current);
      return flush();
    },
    /** Saves what is waiting now; false when it could not. */
    async saveNow(): Promise<boolean> {
      if (timer.current) clearTimeout(timer.current);
      return flush();
    },
  };
}
