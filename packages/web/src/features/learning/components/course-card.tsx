import type { CourseSummary } from '@ailab/core/contract/learning/course.schemas';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <div className="flex h-28 items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50 dark:from-brand-950 dark:to-slate-900">
        {course.cover_url ? (
          <img src={course.cover_url} alt="" className="h-full w-full object-cover" />
        ) : (
          <BookOpen aria-hidden="true" className="size-10 text-brand-500" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold text-slate-900 dark:text-white">
          <Link to={href} className="after:absolute after:inset-0 focus:outline-none focus-visible:underline">
            {course.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{course.summary}</p>
        <div className="mt-auto space-y-2">
          <CourseFacts course={course} />
          {myState && myState !== 'withdrawn' ? (
            <span className="inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
              {t(`web.myState.${myState}`)}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
