import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import type { Translate } from '../i18n/translator';
import { type CourseFigures, figuresLine } from '../services/course-service';
import type {
  CourseDetail,
  CourseLine,
  LearningLoaders,
  LearningTab,
  OutlineUnit,
} from '../services/learning-screen-data';
import { AsyncView } from './kit/async-view';
import { SelectableList } from './kit/selectable-list';
import { type AsyncState, useAsync } from './kit/use-async';
import { useCursor } from './kit/use-cursor';
import { progressBar } from './progress-bar';

/** Props of {@link LearningScreen}. */
export interface LearningScreenProps extends LearningLoaders {
  /** The tab to open first; the first allowed tab when it is not allowed. */
  initialTab: LearningTab;
  t: Translate;
  onExit: () => void;
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
  detail: AsyncState<CourseDetail>;
  figures: AsyncState<CourseFigures> | null;
  t: Translate;
}) {
  return (
    <AsyncView state={detail} loading={t('learning:cli.screen.loading')}>
      {(value) => <CourseOutline value={value} figures={figures} t={t} />}
    </AsyncView>
  );
}

function CourseOutline({
  value,
  figures,
  t,
}: {
  value: CourseDetail;
  figures: AsyncState<CourseFigures> | null;
  t: Translate;
}) {
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
      {figures === null ? null : (
        <AsyncView state={figures} loading={t('learning:cli.screen.loading')}>
          {(value) => <Text color="yellow">{figuresLine(value, t)}</Text>}
        </AsyncView>
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
  const [open, setOpen] = useState<CourseLine | null>(null);
  const list = useAsync(() => loadTab(tab), tab);
  const detail = useAsync(open ? () => loadDetail(open, tab) : null, open ? `${tab}:${open.id}` : '');
  const figures = useAsync(open && loadFigures ? () => loadFigures(open.id) : null, open?.id ?? '');
  const lines = list.state.status === 'ready' ? list.state.value : [];
  const cursor = useCursor(lines.length);

  useInput((input, key) => {
    if (key.escape || input === 'q') {
      if (open) setOpen(null);
      else onExit();
    } else if (open) {
      return;
    } else if (key.upArrow) cursor.move(-1);
    else if (key.downArrow) cursor.move(1);
    else if (key.tab && tabs.length > 1) {
      setTab(tabs[(tabs.indexOf(tab) + 1) % tabs.length] ?? tab);
      cursor.reset();
    } else if (key.return) {
      const line = lines[cursor.index];
      if (line) setOpen(line);
    } else if (input === 'r' && list.state.status === 'error') list.retry();
  });

  if (open)
    return (
      <Box flexDirection="column">
        <Text dimColor>{t('learning:cli.screen.detailHelp')}</Text>
        <Box marginTop={1}>
          <DetailView detail={detail.state} figures={open && loadFigures ? figures.state : null} t={t} />
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
        <AsyncView state={list.state} loading={t('learning:cli.screen.loading')} retryHint={t('kit.retry')}>
          {(value) =>
            value.length === 0 ? (
              <Text>{t(`learning:cli.screen.empty.${tab}`)}</Text>
            ) : (
              <SelectableList
                items={value}
                selected={cursor.index}
                getKey={(line) => line.id}
                renderItem={(line, selected) => <CourseRow line={line} selected={selected} t={t} />}
              />
            )
          }
        </AsyncView>
      </Box>
    </Box>
  );
}
