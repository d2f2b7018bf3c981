import type {
  MaturityAssessment,
  MaturityQuestionnaire,
  MaturitySizeBand,
} from '@ailab/core/contract/research/maturity.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { Button } from '../../../../components/ui/button';
import { maturityKeys, useSaveProgress, useSubmitAssessment } from '../api/maturity-api';
import { DimensionStep } from './dimension-step';
import { IntroStep } from './intro-step';
import { StepProgress } from './step-progress';

interface QuestionnaireProps {
  questionnaire: MaturityQuestionnaire;
  draft: MaturityAssessment | null;
  token: string | null;
  onToken(token: string): void;
  onStartOver(): void;
}

/** The steps: intro (industry and size), then one per dimension; each "Next" saves the progress. */
export function Questionnaire({ questionnaire, draft, token, onToken, onStartOver }: QuestionnaireProps) {
  const { t, i18n } = useTranslation('maturity');
  const queryClient = useQueryClient();
  const dimensions = questionnaire.dimensions;
  const [answers, setAnswers] = useState<Record<string, number>>(() => draft?.answers ?? {});
  const [industry, setIndustry] = useState(draft?.industry ?? '');
  const [sizeBand, setSizeBand] = useState<MaturitySizeBand | ''>(draft?.size_band ?? '');
  // A resumed draft opens at its first dimension with an unanswered question.
  const [step, setStep] = useState(() => {
    if (!draft) return 0;
    const open = dimensions.findIndex((d) => d.questions.some((q) => draft.answers[q.id] === undefined));
    return open === -1 ? dimensions.length : open + 1;
  });
  const [showMissing, setShowMissing] = useState(false);
  const progress = useSaveProgress();
  const submit = useSubmitAssessment();
  const heading = useRef<HTMLDivElement>(null);
  const total = dimensions.length + 1;
  const questions = dimensions.reduce((sum, d) => sum + d.questions.length, 0);
  const answered = dimensions.reduce(
    (sum, d) => sum + d.questions.filter((q) => answers[q.id] !== undefined).length,
    0,
  );
  const dimension = step > 0 ? dimensions[step - 1] : undefined;

  useEffect(() => {
    if (step > 0) heading.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const next = async () => {
    const complete = dimension
      ? dimension.questions.every((q) => answers[q.id] !== undefined)
      : Boolean(industry && sizeBand);
    if (!complete || !sizeBand) {
      setShowMissing(true);
      return;
    }
    setShowMissing(false);
    const filing = { answers, industry, size_band: sizeBand, ...(token ? { token } : {}) };
    if (step === dimensions.length) {
      const result = await submit.mutateAsync(filing);
      const key = token ?? result.token ?? '';
      queryClient.setQueryData([...maturityKeys.assessment(key), i18n.language], result);
      if (!token && result.token) onToken(result.token);
      return;
    }
    const saved = await progress.mutateAsync(filing);
    if (!token && saved.token) {
      queryClient.setQueryData([...maturityKeys.assessment(saved.token), i18n.language], saved);
      onToken(saved.token);
    }
    setStep(step + 1);
  };
  const pending = progress.isPending || submit.isPending;
  return (
    <div ref={heading} className="scroll-mt-20 space-y-6">
      <StepProgress step={step + 1} total={total} answered={answered} questions={questions} />
      {dimension ? (
        <DimensionStep
          dimension={dimension}
          answers={answers}
          onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
          showMissing={showMissing}
        />
      ) : (
        <IntroStep
          questionnaire={questionnaire}
          industry={industry}
          sizeBand={sizeBand}
          onIndustry={setIndustry}
          onSizeBand={setSizeBand}
          showMissing={showMissing}
        />
      )}
      <FormError error={progress.error ?? submit.error} />
      {token && step > 0 ? <p className="text-xs text-ink-muted">{t('saved')}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        {step > 0 ? (
          <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={pending}>
            {t('back')}
          </Button>
        ) : null}
        <Button loading={pending} onClick={() => void next().catch(() => undefined)}>
          {step === 0
            ? draft
              ? t('resume')
              : t('start')
            : step === dimensions.length
              ? t('submit')
              : t('next')}
        </Button>
        {token ? (
          <Button variant="ghost" className="ml-auto" onClick={onStartOver} disabled={pending}>
            {t('startOver')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
