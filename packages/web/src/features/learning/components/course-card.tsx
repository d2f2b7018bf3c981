import type { CourseSummary } from '@ailab/core/contract/learning/course.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { CourseCover } from './course-cover';
import { CourseFacts } from './course-facts';

/** A course in a catalogue grid: cover, title, summary, facts, and my state when I joined it. */
export function CourseCard({
  course,
  href,
  myState,
}: {
  course: CourseSummary;
  href: string;
  myState?: 'active' | 'completed' | 'withdrawn' | null;
}) {
  const { t } = useTranslation('learning');
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      <CourseCover courseKey={course.id} coverUrl={course.cover_url} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold text-ink">
          <Link to={href} className="after:absolute after:inset-0 focus:outline-none focus-visible:underline">
            {course.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-ink-muted">{course.summary}</p>
        <div className="mt-auto space-y-2">
          <CourseFacts course={course} />
          {myState && myState !== 'withdrawn' ? (
            <Badge tone={myState === 'completed' ? 'success' : 'info'}>{t(`web.myState.${myState}`)}</Badge>
          ) : null}
        </div>
      </div>
    </li>
  );
}
