import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSaveCourseReview } from '../api/course-review';

/** Rate a completed course from one to five stars, with an optional comment. */
export function ReviewForm({
  courseId,
  initial,
}: {
  courseId: string;
  initial: { rating: number; comment: string } | null;
}) {
  const { t } = useTranslation('learning');
  const save = useSaveCourseReview(courseId);
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating > 0) save.mutate({ rating, comment });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <FormError error={save.error} />
      {save.isSuccess ? <Alert tone="success">{t('web.reviewSaved')}</Alert> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('web.yourRating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer text-2xl">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <span aria-hidden="true" className={value <= rating ? 'text-warning' : 'text-line-strong'}>
                ★
              </span>
              <span className="sr-only">{t('web.stars', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-medium text-ink">
        {t('web.yourReview')}
        <textarea
          value={comment}
          maxLength={2000}
          rows={4}
          onChange={(event) => setComment(event.target.value)}
          className="mt-1 w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm font-normal"
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={rating === 0}
          loading={save.isPending}
          aria-describedby={rating === 0 ? 'review-rating-needed' : undefined}
        >
          {t('web.saveReview')}
        </Button>
        {rating === 0 ? (
          <p id="review-rating-needed" className="text-sm text-ink-muted">
            {t('web.chooseRatingFirst')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
