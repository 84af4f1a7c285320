/**
 * The Prakriti form's two bodies (decision 0063): the questionnaire, one radio group per feature
 * (native radios: Tab reaches a group, the arrow keys choose), grouped by dosha; and the doctor's
 * own examination, three percentages with their running total.
 */
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DOSHAS, PRAKRITI_ANSWERS, PRAKRITI_ITEMS, type Dosha, type PrakritiAnswer, type PrakritiItem } from '@core/clinical/prakriti';
import { useT } from '~/i18n/provider';
import { Field, FieldError } from '~/ui/forms/forms';
import { cn } from '~/ui/cn';

export interface PrakritiFormValues {
  method: 'questionnaire' | 'examination';
  assessedOn: string;
  note: string;
  answers: Record<string, PrakritiAnswer | ''>;
  vata: string;
  pitta: string;
  kapha: string;
}
export type PrakritiForm = UseFormReturn<PrakritiFormValues>;

/** A message key from the form's errors at `path` ('answers.v-laghu', 'total', ...). */
function errorAt(form: PrakritiForm, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

function Question({ form, item, n }: { form: PrakritiForm; item: PrakritiItem; n: number }) {
  const { t, locale } = useT();
  const name = `answers.${item.id}` as const;
  const error = errorAt(form, name);
  const errorId = `prakriti-${item.id}-error`;
  return (
    <fieldset
      className={cn('rounded-lg border p-3', error ? 'border-red-600' : 'border-stone-200')}
      aria-describedby={error ? errorId : undefined}
      data-item={item.id}
    >
      {/* Floated, the legend sits inside the box instead of across its border. */}
      <legend className="float-left mb-1 w-full font-medium text-stone-900">
        {n}. {locale === 'hi' ? item.hi : item.en}
      </legend>
      <div className="clear-both flex flex-wrap gap-x-5 gap-y-1">
        {PRAKRITI_ANSWERS.map((answer) => (
          <label key={answer} className="inline-flex min-h-11 items-center gap-2 text-stone-900">
            <input type="radio" value={answer} {...form.register(name)} className="choice h-5 w-5" />
            {t(`staff.prakriti.answer.${answer}`)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The questionnaire: the features of each dosha under its qualities, numbered through. */
export function QuestionnaireFields({ form }: { form: PrakritiForm }) {
  const { t } = useT();
  const answers = useWatch({ control: form.control, name: 'answers' });
  const answered = Object.values(answers ?? {}).filter(Boolean).length;
  const groupError = errorAt(form, 'answers');
  const numbers = new Map(PRAKRITI_ITEMS.map((item, i) => [item.id, i + 1]));
  return (
    <div className="space-y-4">
      <p className="text-stone-800">{t('staff.prakriti.intro')}</p>
      {DOSHAS.map((dosha: Dosha) => (
        <section key={dosha} aria-labelledby={`prakriti-group-${dosha}`} className="space-y-3">
          <h2 id={`prakriti-group-${dosha}`} className="text-lg font-semibold text-brand-900">
            {t(`staff.prakriti.group.${dosha}`)}
          </h2>
          {PRAKRITI_ITEMS.filter((i) => i.dosha === dosha).map((item) => (
            <Question key={item.id} form={form} item={item} n={numbers.get(item.id) ?? 0} />
          ))}
        </section>
      ))}
      <p className="text-sm text-stone-800" aria-live="polite">
        {t('staff.prakriti.answered', { answered, total: PRAKRITI_ITEMS.length })}
      </p>
      <FieldError id="prakriti-answers-error" message={groupError} />
      <p className="text-sm text-stone-700">{t('staff.prakriti.source')}</p>
    </div>
  );
}

/** The doctor's own examination: three whole percentages that must add up to 100. */
export function ExaminationFields({ form }: { form: PrakritiForm }) {
  const { t } = useT();
  const [vata, pitta, kapha] = useWatch({ control: form.control, name: ['vata', 'pitta', 'kapha'] });
  const total = [vata, pitta, kapha].reduce((s, v) => s + (Number.parseInt(v || '0', 10) || 0), 0);
  const totalError = errorAt(form, 'total');
  return (
    <fieldset aria-describedby={totalError ? 'prakriti-total-error' : 'prakriti-total'} className="space-y-3">
      <legend className="font-medium text-stone-900">{t('staff.prakriti.percentLegend')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {DOSHAS.map((d) => (
          <Field
            key={d}
            label={t(`staff.prakriti.percent.${d}`)}
            error={errorAt(form, d)}
            inputProps={{ inputMode: 'numeric', maxLength: 3, autoComplete: 'off', ...form.register(d) }}
          />
        ))}
      </div>
      <p id="prakriti-total" className={cn('font-medium', total === 100 ? 'text-stone-900' : 'text-red-800')} aria-live="polite">
        {t('staff.prakriti.total', { total })}
      </p>
      <FieldError id="prakriti-total-error" message={totalError} />
    </fieldset>
  );
}
