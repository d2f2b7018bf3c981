import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';
import { QueryView } from '../../../components/list/query-view';
import { EmptyState } from '../../../components/states/empty-state';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { useCourseFunnel } from '../api/institutes-api';
import type { ProgressScope } from '../lib/progress-scope';

/**
 * A course's drop-off for the scope (a team, or the whole institute): per unit, how many of its learners completed it, as a bar
 * chart (whole-number ticks, every bar labelled with its count, the numbers as a table) with the
 * units' titles listed under it by number.
 */
export function CourseFunnel({ scope }: { scope: ProgressScope }) {
  const { t } = useTranslation('institutes');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const courseId = chosen ?? scope.courses[0]?.id;
  const funnel = useCourseFunnel(scope.instituteId, scope.teamId, courseId);
  return (
    <Card title={t('web.funnel.title')} description={t('web.funnel.description')}>
      {scope.courses.length === 0 || !courseId ? (
        <EmptyState title={t('web.supervisor.noCourses')} />
      ) : (
        <div className="space-y-4">
          <SelectField
            label={t('web.funnel.course')}
            value={courseId}
            onValueChange={setChosen}
            options={scope.courses.map((course) => ({ value: course.id, label: course.title }))}
          />
          <QueryView query={funnel}>
            {(data) => (
              <div className="space-y-3">
                <p className="text-sm text-ink-muted">
                  {t('web.funnel.summary', { enrolled: data.enrolled, completed: data.completed })}
                </p>
                {data.units.length === 0 ? (
                  <EmptyState title={t('web.funnel.noUnits')} />
                ) : (
                  <>
                    <BarChart
                      label={t('web.funnel.chart', { course: data.course.title })}
                      data={data.units.map((unit, index) => ({
                        unit: String(index + 1),
                        reached: unit.reached,
                      }))}
                      xKey="unit"
                      xLabel={t('web.funnel.unit')}
                      series={[{ key: 'reached', label: t('web.funnel.reached') }]}
                      integerY
                      labelBars
                    />
                    <ol className="list-decimal space-y-1 pl-6 text-sm text-ink-muted">
                      {data.units.map((unit) => (
                        <li key={unit.unit_id}>{unit.title}</li>
                      ))}
                    </ol>
                  </>
                )}
              </div>
            )}
          </QueryView>
        </div>
      )}
    </Card>
  );
}
