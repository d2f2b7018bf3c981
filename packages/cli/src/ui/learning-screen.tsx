import { Box, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { Translate } from '../i18n/translator';
import { type CourseFigures, figuresLine } from '../services/course-service';
import type {
  CourseDetail,
  CourseLine,
  LearningLoaders,
  LearningTab,
  OutlineUnit,
} from '../services/learning-screen-data';
import { progressBar } from './progress-bar';

/** Props of {@link LearningScreen}. */
export interface LearningScreenProps extends LearningLoaders {
  /** The tab to open first; the first allowed tab when it is not allowed. */
  initialTab: LearningTab;
  t: Translate;
  onExit: () => void;
}

type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/**
 * Runs a load and keeps its state; a newer load (or unmount) makes an older answer stale. Until the
 * load for the current `key` has answered it reads as loading, so a switched tab never shows the
 * previous tab's list (or its empty text) for a frame.
 */
function useLoad<T>(load: (() => Promise<T>) | null, key: string): Load<T> | null {
  const [result, setResult] = useState<{ key: string; load: Load<T> } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches; `load` is a new closure every render
  useEffect(() => {
    if (!load) {
      setResult(null);
      return;
    }
    let current = true;
    load().then(
      (value) => current && setResult({ key, load: { state: 'ready', value } }),
      (cause: unknown) => current && setResult({ key, load: { state: 'error', message: messageOf(cause) } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (!load) return null;
  return result?.key === key ? result.load : { state: 'loading' };
}

function CourseRow({ line, selected, t }: { line: CourseLine; selected: boolean; t: Translate }) {
  const status = t(`learning:cli.screen.status.${line.status}`);
  const note =
    line.enrolled_count === undefined
      ? status
      : `${status} · ${t('learning:cli.screen.adminFigures', {
          enrolled: line.enrolled_count,
          rate:
            line.completion_rate === null || line.completion_rate === undefined
              ? '–'
              : `${line.completion_rate}%`,
        })}`;
  return (
    <Text color={selected ? 'cyan' : undefined}>
      {selected ? '❯ ' : '  '}
      {line.title}
      {line.percent === null ? null : (
        <Text color={line.percent === 100 ? 'green' : undefined}>
          {`  ${progressBar(line.percent)} ${String(line.percent).padStart(3)}%`}
        </Text>
      )}
      <Text dimColor>{`  ${note}`}</Text>
    </Text>
  );
}

function UnitRow({ unit, t }: { unit: OutlineUnit; t: Translate }) {
  const mark = unit.done === null ? '•' : unit.done ? '✓' : unit.locked ? '×' : '○';
  const quiz =
    unit.quizTitle === null
      ? ''
      : `  ${t('learning:cli.screen.quiz', { title: unit.quizTitle })}${
          unit.best_percent === null
            ? ''
            : ` · ${t('learning:cli.screen.best', { percent: unit.best_percent })}`
        }`;
  return (
    <Text color={unit.done ? 'green' : undefined} dimColor={unit.locked === true}>
      {`  ${mark} ${unit.position}. ${unit.title}`}
      {unit.locked ? ` (${t('learning:cli.screen.locked')})` : ''}
      <Text dimColor>{quiz}</Text>
    </Text>
  );
}

function DetailView({
  detail,
  figures,
  t,
}: {
  detail: Load<CourseDetail> | null;
  figures: Load<CourseFigures> | null;
  t: Translate;
}) {
  if (detail === null || detail.state === 'loading')
    return <Text dimColor>{t('learning:cli.screen.loading')}</Text>;
  if (detail.state === 'error') return <Text color="red">{detail.message}</Text>;
  const { value } = detail;
  return (
    <Box flexDirection="column">
      <Text bold>{value.title}</Text>
      <Text>{value.summary}</Text>
      {value.progress ? (
        <Text>
          {`${t('learning:cli.screen.progress')} ${progressBar(value.progress.percent)} ${value.progress.percent}% `}
          <Text dimColor>
            {t('learning:cli.screen.unitsDone', {
              done: value.progress.units_done,
              count: value.progress.unit_count,
            })}
          </Text>
        </Text>
      ) : null}
      {value.progress?.certificate_code ? (
        <Text color="green">
          {t('learning:cli.screen.certificate', { code: value.progress.certificate_code })}
        </Text>
      ) : null}
      {value.seats_left === null ? null : (
        <Text>{t('learning:cli.screen.seatsLeft', { count: value.seats_left })}</Text>
      )}
      {figures === null ? null : figures.state === 'ready' ? (
        <Text color="yellow">{figuresLine(figures.value, t)}</Text>
      ) : figures.state === 'error' ? (
        <Text color="red">{figures.message}</Text>
      ) : (
        <Text dimColor>{t('learning:cli.screen.loading')}</Text>
      )}
      <Box marginTop={1} flexDirection="column">
        <Text underline>{t('learning:cli.screen.outline')}</Text>
        {value.units.length === 0 ? <Text>{t('learning:cli.screen.noUnits')}</Text> : null}
        {value.units.map((unit) => (
          <UnitRow key={unit.id} unit={unit} t={t} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * "My Learning", "All Courses" and, for administrators, every course: a list
 * per tab (Tab switches), my progress bars, Enter opens a course's outline with
 * my done and locked units, and administrators see its enrolment and
 * completion figures. Esc or q goes back, then leaves.
 */
export function LearningScreen({
  tabs,
  initialTab,
  loadTab,
  loadDetail,
  loadFigures,
  t,
  onExit,
}: LearningScreenProps) {
  const [tab, setTab] = useState<LearningTab>(
    tabs.includes(initialTab) ? initialTab : (tabs[0] ?? initialTab),
  );
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<CourseLine | null>(null);
  const [reload, setReload] = useState(0);
  const list = useLoad(() => loadTab(tab), `${tab}:${reload}`);
  const detail = useLoad(open ? () => loadDetail(open, tab) : null, open ? `${tab}:${open.id}` : '');
  const figures = useLoad(
    open && loadFigures ? () => loadFigures(open.id) : null,
    open && loadFigures ? open.id : '',
  );
  const lines = list?.state === 'ready' ? list.value : [];
  const selected = Math.min(index, Math.max(lines.length - 1, 0));

  useInput((input, key) => {
    if (key.escape || input === 'q') {
      if (open) setOpen(null);
      else onExit();
    } else if (open) {
      return;
    } else if (key.upArrow) setIndex(Math.max(selected - 1, 0));
    else if (key.downArrow) setIndex(Math.min(selected + 1, Math.max(lines.length - 1, 0)));
    else if (key.tab && tabs.length > 1) {
      setTab(tabs[(tabs.indexOf(tab) + 1) % tabs.length] ?? tab);
      setIndex(0);
    } else if (key.return) {
      const line = lines[selected];
      if (line) setOpen(line);
    } else if (input === 'r' && list?.state === 'error') setReload((count) => count + 1);
  });

  if (open)
    return (
      <Box flexDirection="column">
        <Text dimColor>{t('learning:cli.screen.detailHelp')}</Text>
        <Box marginTop={1}>
          <DetailView detail={detail} figures={figures} t={t} />
        </Box>
      </Box>
    );
  return (
    <Box flexDirection="column">
      <Box>
        <Text bold>{t('learning:cli.screen.title')} </Text>
        {tabs.map((name) => (
          <Text key={name} inverse={name === tab} color={name === tab ? 'cyan' : undefined}>
            {` ${t(`learning:cli.screen.tabs.${name}`)} `}
          </Text>
        ))}
      </Box>
      <Text dimColor>{t(tabs.length > 1 ? 'learning:cli.screen.helpTabs' : 'learning:cli.screen.help')}</Text>
      <Box marginTop={1} flexDirection="column">
        {list === null || list.state === 'loading' ? (
          <Text dimColor>{t('learning:cli.screen.loading')}</Text>
        ) : null}
        {list?.state === 'error' ? (
          <Text color="red">
            {list.message} <Text dimColor>{t('learning:cli.screen.retry')}</Text>
          </Text>
        ) : null}
        {list?.state === 'ready' && lines.length === 0 ? (
          <Text>{t(`learning:cli.screen.empty.${tab}`)}</Text>
        ) : null}
        {lines.map((line, position) => (
          <CourseRow key={line.id} line={line} selected={position === selected} t={t} />
        ))}
      </Box>
    </Box>
  );
}
