import type {
  LearnerProgress,
  SupervisorInfoResponse,
  TeamProgressResponse,
} from '@ailab/core/contract/institutes/progress.schemas';
import { Box, Text, useInput } from 'ink';
import { useRef, useState } from 'react';
import type { Translate } from '../i18n/translator';
import { AsyncView } from './kit/async-view';
import { SelectableList } from './kit/selectable-list';
import { useAsync } from './kit/use-async';
import { useCursor } from './kit/use-cursor';
import { progressBar } from './progress-bar';

/** One team of the supervisor's scope, as the screen lists it. */
interface TeamLine {
  id: string;
  institute: string;
  name: string;
  members: number;
}

/** Props of {@link InstituteScreen}: what it loads is given, so a test drives it without a server. */
export interface InstituteScreenProps {
  loadInfo: () => Promise<SupervisorInfoResponse>;
  loadTeam: (teamId: string) => Promise<TeamProgressResponse>;
  t: Translate;
  onExit: () => void;
}

const STATUS_COLOR = { stalled: 'red', not_started: 'yellow', active: 'cyan', completed: 'green' } as const;

function averagePercent(learner: LearnerProgress): number | null {
  if (learner.courses.length === 0) return null;
  return Math.round(
    learner.courses.reduce((sum, course) => sum + course.percent, 0) / learner.courses.length,
  );
}

function LearnerRow({ learner, selected, t }: { learner: LearnerProgress; selected: boolean; t: Translate }) {
  const percent = averagePercent(learner);
  return (
    <Text color={selected ? 'cyan' : undefined}>
      {learner.name}
      <Text color={STATUS_COLOR[learner.status]}>{`  ${t(`institutes:status.${learner.status}`)}`}</Text>
      {percent === null ? null : <Text>{`  ${progressBar(percent)} ${String(percent).padStart(3)}%`}</Text>}
      <Text dimColor>{`  ${learner.last_activity_at ? learner.last_activity_at.slice(0, 10) : '–'}`}</Text>
    </Text>
  );
}

function LearnerDetail({
  learner,
  team,
  t,
}: {
  learner: LearnerProgress;
  team: TeamProgressResponse;
  t: Translate;
}) {
  const titles = new Map(team.courses.map((course) => [course.id, course.title]));
  return (
    <Box flexDirection="column">
      <Text bold>{`${learner.name} <${learner.email}>`}</Text>
      {learner.courses.length === 0 ? <Text>{t('institutes:cli.screen.noCourses')}</Text> : null}
      {learner.courses.map((course) => (
        <Text key={course.course_id}>
          {`  ${titles.get(course.course_id) ?? course.course_id}  `}
          <Text color={STATUS_COLOR[course.status]}>{t(`institutes:status.${course.status}`)}</Text>
          {`  ${progressBar(course.percent)} ${course.percent}%`}
          <Text dimColor>
            {`  ${t('institutes:cli.screen.units', { done: course.units_done, total: course.unit_count })}`}
            {course.certificate_code
              ? `  ${t('institutes:cli.screen.certificate', { code: course.certificate_code })}`
              : ''}
          </Text>
        </Text>
      ))}
    </Box>
  );
}

function TeamView({ team, t, onBack }: { team: TeamProgressResponse; t: Translate; onBack: () => void }) {
  const [open, setOpen] = useState<LearnerProgress | null>(null);
  const cursor = useCursor(team.learners.length);
  useInput((input, key) => {
    if (key.escape || input === 'q') {
      if (open) setOpen(null);
      else onBack();
    } else if (open) return;
    else if (key.upArrow) cursor.move(-1);
    else if (key.downArrow) cursor.move(1);
    else if (key.return) setOpen(team.learners[cursor.index] ?? null);
  });
  if (open) return <LearnerDetail learner={open} team={team} t={t} />;
  return (
    <Box flexDirection="column">
      <Text bold>{`${team.institute.name} · ${team.team.name}`}</Text>
      {team.learners.length === 0 ? (
        <Text>{t('institutes:cli.screen.noLearners')}</Text>
      ) : (
        <SelectableList
          items={team.learners}
          selected={cursor.index}
          getKey={(learner) => learner.user_id}
          renderItem={(learner, selected) => <LearnerRow learner={learner} selected={selected} t={t} />}
        />
      )}
    </Box>
  );
}

/**
 * "Institute Admin" for supervisors: the teams of their scope (arrows, Enter), a team's learners
 * with their status, progress and last activity, and a learner's courses (Enter). Esc or q goes
 * back, then leaves.
 */
export function InstituteScreen({ loadInfo, loadTeam, t, onExit }: InstituteScreenProps) {
  const [teamId, setTeamId] = useState<string | null>(null);
  const info = useAsync(loadInfo, 'info');
  const team = useAsync(teamId ? () => loadTeam(teamId) : null, teamId ?? '');
  const lines: TeamLine[] =
    info.state.status === 'ready'
      ? info.state.value.institutes.flatMap((institute) =>
          institute.teams.map((item) => ({
            id: item.id,
            institute: institute.name,
            name: item.name,
            members: item.members,
          })),
        )
      : [];
  const cursor = useCursor(lines.length);
  // Read by the input handler: a key can reach a handler of an earlier render (before the teams arrived).
  const latestLines = useRef(lines);
  latestLines.current = lines;
  useInput(
    (input, key) => {
      if (key.escape || input === 'q') onExit();
      else if (key.upArrow) cursor.move(-1);
      else if (key.downArrow) cursor.move(1);
      else if (key.return) setTeamId(latestLines.current[cursor.index]?.id ?? null);
      else if (input === 'r' && info.state.status === 'error') info.retry();
    },
    { isActive: teamId === null },
  );
  return (
    <Box flexDirection="column">
      <Text bold>{t('institutes:cli.screen.title')}</Text>
      <Text dimColor>{t('institutes:cli.screen.help')}</Text>
      <Box marginTop={1} flexDirection="column">
        {teamId ? (
          <AsyncView state={team.state} loading={t('institutes:cli.screen.loading')}>
            {(value) => <TeamView team={value} t={t} onBack={() => setTeamId(null)} />}
          </AsyncView>
        ) : (
          <AsyncView
            state={info.state}
            loading={t('institutes:cli.screen.loading')}
            retryHint={t('kit.retry')}
          >
            {() =>
              lines.length === 0 ? (
                <Text>{t('institutes:cli.screen.noTeams')}</Text>
              ) : (
                <SelectableList
                  items={lines}
                  selected={cursor.index}
                  getKey={(line) => line.id}
                  renderItem={(line, selected) => (
                    <Text color={selected ? 'cyan' : undefined}>
                      {`${line.institute} · ${line.name}`}
                      <Text
                        dimColor
                      >{`  ${t('institutes:cli.screen.members', { count: line.members })}`}</Text>
                    </Text>
                  )}
                />
              )
            }
          </AsyncView>
        )}
      </Box>
    </Box>
  );
}
