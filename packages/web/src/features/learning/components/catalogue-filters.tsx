import { COURSE_LEVELS, type CourseLevel } from '@ailab/core/contract/learning/course.schemas';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { SelectField } from '../../../components/ui/select-field';

export interface CatalogueFilterValues {
  text: string;
  level: CourseLevel | '';
  sort: string;
}

export const CATALOGUE_SORTS = ['-published_at', 'title', '-popularity', '-rating'] as const;

/** Search box, level and sort of a course catalogue. */
export function CatalogueFilters({
  values,
  onChange,
}: {
  values: CatalogueFilterValues;
  onChange: (patch: Partial<CatalogueFilterValues>) => void;
}) {
  const { t } = useTranslation(['learning', 'common']);
  return (
    <ListToolbar
      search={{
        label: t('learning:web.searchCourses'),
        placeholder: t('common:search'),
        value: values.text,
        onSearch: (text) => onChange({ text }),
      }}
      filters={
        <SelectField
          label={t('learning:web.level')}
          hideLabel
          value={values.level}
          onValueChange={(level) => onChange({ level })}
          options={[
            { value: '', label: t('learning:web.allLevels') },
            ...COURSE_LEVELS.map((level) => ({ value: level, label: t(`learning:web.levels.${level}`) })),
          ]}
        />
      }
      sort={{
        label: t('learning:web.sortBy'),
        value: values.sort,
        onChange: (sort) => onChange({ sort }),
        options: CATALOGUE_SORTS.map((sort) => ({
          value: sort,
          label: t(`learning:web.sorts.${sort.replace('-', '')}`),
        })),
      }}
    />
  );
}
