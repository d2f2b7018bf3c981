import { COURSE_LEVELS, type CourseLevel } from '@ailab/core/contract/learning/course.schemas';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface CatalogueFilterValues {
  text: string;
  level: CourseLevel | '';
  sort: string;
}

const SORTS = ['-published_at', 'title', '-popularity', '-rating'] as const;

/** Search box, level and sort of a course catalogue. */
export function CatalogueFilters({
  values,
  onChange,
}: {
  values: CatalogueFilterValues;
  onChange: (values: CatalogueFilterValues) => void;
}) {
  const { t } = useTranslation(['learning', 'common']);
  const select =
    'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-white';
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <label className="relative flex-1">
        <span className="sr-only">{t('learning:web.searchCourses')}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-2.5 size-4 text-slate-400"
        />
        <input
          type="search"
          value={values.text}
          placeholder={t('common:search')}
          onChange={(event) => onChange({ ...values, text: event.target.value })}
          className={`${select} w-full pl-9`}
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span className="sr-only sm:not-sr-only">{t('learning:web.level')}</span>
        <select
          value={values.level}
          onChange={(event) => onChange({ ...values, level: event.target.value as CourseLevel | '' })}
          className={select}
        >
          <option value="">{t('learning:web.allLevels')}</option>
          {COURSE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`learning:web.levels.${level}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span className="sr-only sm:not-sr-only">{t('learning:web.sortBy')}</span>
        <select
          value={values.sort}
          onChange={(event) => onChange({ ...values, sort: event.target.value })}
          className={select}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`learning:web.sorts.${sort.replace('-', '')}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
