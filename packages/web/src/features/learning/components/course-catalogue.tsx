import { contract } from '@ailab/core/contract/index';
import type { CourseLevel, CourseSummary } from '@ailab/core/contract/learning/course.schemas';
import { COURSE_LEVELS } from '@ailab/core/contract/learning/course.schemas';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/list/list-view';
import { LoadMore } from '../../../components/list/load-more';
import { useServices } from '../../../hooks/use-services';
import { endpointFetcher, useInfiniteList, useListSearchParams } from '../../../lib/list-query';
import { learningKeys } from '../api/learning-query-keys';
import { CATALOGUE_SORTS, CatalogueFilters, type CatalogueFilterValues } from './catalogue-filters';
import { CourseCard } from './course-card';

type CatalogueItem = CourseSummary & { my_state?: 'active' | 'completed' | 'withdrawn' | null };

/** The catalogue's search, level and sort, kept in the URL. */
const LIST_PARAMS = { q: 'string', level: 'string', sort: 'string' } as const;

/**
 * The course catalogue: search, level and sort, a grid of cards with "Load more".
 * Members see their enrolment state (student listing); visitors the open catalogue.
 */
export function CourseCatalogue({
  member,
  hrefOf,
}: {
  member: boolean;
  hrefOf: (course_id: string) => string;
}) {
  const { t } = useTranslation('learning');
  const { api } = useServices();
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const values: CatalogueFilterValues = {
    text: params.q ?? '',
    level: COURSE_LEVELS.includes(params.level as CourseLevel) ? (params.level as CourseLevel) : '',
    sort: CATALOGUE_SORTS.find((sort) => sort === params.sort) ?? '-published_at',
  };
  const query = values.text;
  const filters = {
    ...(query ? { query } : {}),
    ...(values.level ? { level: values.level } : {}),
    sort: values.sort as '-published_at',
  };
  const list = useInfiniteList<typeof filters, CatalogueItem>({
    queryKey: learningKeys.catalogue({ member }),
    fetchPage: member
      ? endpointFetcher(api, contract.studentCourses.listing)
      : endpointFetcher(api, contract.open.courses),
    filters,
    pageSize: 12,
  });
  return (
    <div className="space-y-6">
      <CatalogueFilters
        values={values}
        onChange={(patch) =>
          setParams({
            ...(patch.text !== undefined ? { q: patch.text } : {}),
            ...(patch.level !== undefined ? { level: patch.level } : {}),
            ...(patch.sort !== undefined
              ? { sort: patch.sort === '-published_at' ? undefined : patch.sort }
              : {}),
          })
        }
      />
      <ListView
        query={list.query}
        items={list.items}
        filtered={Boolean(values.text || values.level)}
        onClearFilters={() => setParams({ q: undefined, level: undefined })}
        skeleton="cards"
        skeletonCount={6}
      >
        {(courses) => (
          <>
            <p className="text-sm text-ink-subtle" aria-live="polite">
              {t('web.courseCount', { count: list.total })}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <CourseCard
                  key={course.id}
                  course={course}
                  href={hrefOf(course.id)}
                  myState={course.my_state}
                />
              ))}
            </ul>
            <LoadMore query={list.query} shown={courses.length} total={list.total} />
          </>
        )}
      </ListView>
    </div>
  );
}
