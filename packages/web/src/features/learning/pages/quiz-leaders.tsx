import type { Leaderboard } from '@ailab/core/contract/learning/quiz.schemas';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyState } from '../../../components/states/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { useListSearchParams } from '../../../lib/list-query';
import { useQuizLeaders } from '../api/get-quiz-leaders';

type Leader = Leaderboard['items'][number];

/** The chosen quiz, kept in the URL so a quiz's board can be linked (`?quiz=<id>`). */
const LIST_PARAMS = { quiz: 'string' } as const;

/** /education/leaders: the public leaderboard of learners who agreed to appear on it, overall or per quiz. */
export function Component() {
  const { t, i18n } = useTranslation('learning');
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const quizId = params.quiz;
  const query = useQuizLeaders(quizId);
  const quizzes = query.data?.quizzes ?? [];
  const number = new Intl.NumberFormat(i18n.language);
  const overall: DataTableColumn<Leader>[] = [
    {
      id: 'rank',
      header: t('leaders.rank'),
      cell: (row) => number.format(row.rank),
      className: 'w-16 tabular-nums',
      hideOnCard: true,
    },
    { id: 'name', header: t('leaders.learner'), cell: (row) => row.name, hideOnCard: true },
    {
      id: 'points',
      header: t('leaders.points'),
      cell: (row) => number.format(row.points),
      className: 'text-right tabular-nums',
    },
    {
      id: 'passed',
      header: t('leaders.quizzesPassed'),
      cell: (row) => number.format(row.quizzes_passed),
      className: 'text-right tabular-nums',
    },
  ];
  // On one quiz every learner passed exactly that quiz: the count says nothing there.
  const columns = quizId ? overall.filter((column) => column.id !== 'passed') : overall;
  return (
    <ScreenContainer width="compact" className="space-y-6">
      <PageHeader
        title={t('leaders.title')}
        description={quizId ? t('leaders.descriptionQuiz') : t('leaders.description')}
      />
      <SelectField
        label={t('leaders.quiz')}
        value={quizId ?? ''}
        onValueChange={(quiz) => setParams({ quiz })}
        options={[
          { value: '', label: t('leaders.allQuizzes') },
          ...quizzes.map((quiz) => ({
            value: quiz.id,
            label: t('leaders.quizOption', { course: quiz.course_title, quiz: quiz.title }),
          })),
          // A linked quiz stays shown while its board loads (or when it is not found).
          ...(quizId && !quizzes.some((quiz) => quiz.id === quizId)
            ? [{ value: quizId, label: t('leaders.unknownQuiz') }]
            : []),
        ]}
        className="max-w-md"
      />
      <DataTable
        label={t('leaders.title')}
        columns={columns}
        rows={query.data?.items ?? []}
        getRowId={(row) => String(row.rank)}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        cardTitle={(row) => t('leaders.cardTitle', { rank: number.format(row.rank), name: row.name })}
        empty={
          <EmptyState
            icon={<Trophy aria-hidden="true" className="size-6" />}
            title={t('leaders.emptyTitle')}
            description={t('leaders.emptyBody')}
            action={
              <Link to={paths.education.all} className={buttonClasses('secondary')}>
                {t('leaders.browseCourses')}
              </Link>
            }
          />
        }
      />
      <p className="text-sm text-ink-muted">{t('leaders.privacy')}</p>
    </ScreenContainer>
  );
}
