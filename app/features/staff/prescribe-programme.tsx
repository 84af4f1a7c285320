/**
 * The doctor of a completed consultation prescribes a Panchakarma programme: a clinic
 * template adjusted for the patient (days added or removed, therapies added, removed or reordered
 * in a day), a start date, the patient's time band and gender, advice for the patient. "Preview
 * schedule" asks the scheduler (nothing saved); "Prescribe" saves the programme, which then shows
 * in the Programmes list; reception books its sessions when it accepts it.
 */
import { useId, useState } from 'react';
import { GENDERS, type Gender, type ProgrammeStatus, type TimeBand } from '@core/constants';
import type { prescribeOptions, PrescribedProgramme } from '@server/modules/programmes/programme.server';
import { formatDate } from '~/features/consultations/format';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { ConfirmAlert } from '~/ui/confirm-alert';
import { DateField } from '~/ui/date-field';
import { ArrowUp, Plus, Trash2 } from '~/ui/icons';
import { formatRupees } from '@core/money';
import { Badge, Card, inputClass, labelClass, textareaClass } from './ui';

export type Prescribing = Awaited<ReturnType<typeof prescribeOptions>> & { programmes: PrescribedProgramme[]; defaultStart: string };

const BANDS = ['morning', 'afternoon', 'evening', 'any'] as const satisfies readonly TimeBand[];
const DAY_MAX = 6;
const STATUS_CLASSES: Record<ProgrammeStatus, string> = {
  proposed: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  accepted: 'bg-blue-100 text-blue-900 ring-blue-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

interface ProposedRow {
  day: number;
  date: string;
  therapy: string;
  start: string;
  end: string;
  room: string;
  therapists: string[];
}

/** The programmes prescribed after this consultation. */
export function ProgrammesList({ prescribing }: { prescribing: Prescribing }) {
  const { t, locale } = useT();
  return (
    <Card title={t('staff.prescribe.list')} className="min-w-0 lg:col-span-2">
      {prescribing.programmes.length ? (
        <ul className="divide-y divide-stone-100" data-testid="programmes-list">
          {prescribing.programmes.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium text-stone-900">
                  {prescribing.templates.find((x) => x.slug === p.templateSlug)?.name ?? t('staff.prescribe.title')}
                </p>
                <p className="text-sm text-stone-700">
                  {t('staff.prescribe.summary', {
                    days: p.days,
                    date: formatDate(p.startDate, locale, 'medium'),
                    sessions: p.sessions,
                  })}
                </p>
                <p className="text-sm text-stone-700">
                  {t('staff.prescribe.price')}: {formatRupees(p.price - p.discount)} · {t('staff.prescribe.deposit')}: {formatRupees(p.deposit)}
                </p>
              </div>
              <Badge className={STATUS_CLASSES[p.status]}>{t(`staff.prescribe.status.${p.status}`)}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t('staff.prescribe.none')}</p>
      )}
    </Card>
  );
}

/** The form's state: the plan being edited, the other fields, the preview, and the two requests. */
function usePrescription(consultationId: string, prescribing: Prescribing) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [templateSlug, setTemplateSlug] = useState('');
  const [days, setDays] = useState<string[][]>([]);
  const [startDate, setStartDate] = useState(prescribing.defaultStart);
  const [timeBand, setTimeBand] = useState<TimeBand>('any');
  const [gender, setGender] = useState<Gender | ''>('');
  const [notes, setNotes] = useState('');
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const [previewing, setPreviewing] = useState(false);
  /** The consultation already has a programme not cancelled: prescribing asks first whether to replace it. */
  const [askReplace, setAskReplace] = useState(false);
  const hasOpen = prescribing.programmes.some((p) => p.status !== 'cancelled');
  /** Any change to the plan or its scheduling makes a shown preview stale. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
    };
  // The days as edited are the plan (none: the server asks for a plan); the saved programme also names its template.
  const proposal = () => ({ consultationId, days, startDate, timeBand, ...(gender ? { patientGender: gender } : {}) });
  const failed = (error: unknown) => setPreview({ error: errorMessage(error, t('error.generic')) });

  /** The patient's gender decides who may give most therapies: asked for before any request. */
  const genderMissing = () => {
    if (gender) return false;
    setPreview({ error: t('staff.prescribe.genderRequired') });
    return true;
  };

  async function showPreview() {
    if (genderMissing()) return;
    setPreviewing(true);
    try {
      const res = await api<{ sessions: ProposedRow[] }>('/staff/programmes/proposal', { method: 'POST', body: proposal() });
      setPreview({ sessions: res.data.sessions });
    } catch (error) {
      failed(error);
    } finally {
      setPreviewing(false);
    }
  }

  async function prescribe(replace = false) {
    if (genderMissing()) return;
    setAskReplace(false);
    if (hasOpen && !replace) {
      setAskReplace(true);
      return;
    }
    const body = { ...proposal(), ...(templateSlug ? { templateSlug } : {}), notes, ...(replace ? { replace } : {}) };
    await run(() => api('/staff/programmes', { method: 'POST', body }), {
      success: t('staff.prescribe.saved'),
      onError: (error) => {
        failed(error);
        return true;
      },
      onSuccess: () => {
        setTemplateSlug('');
        setDays([]);
        setNotes('');
        setPreview(null);
      },
    });
  }

  return {
    values: { templateSlug, days, startDate, timeBand, gender, notes },
    chooseTemplate: (slug: string) => {
      setTemplateSlug(slug);
      changed(setDays)(prescribing.templates.find((x) => x.slug === slug)?.days.map((d) => [...d]) ?? []);
    },
    setDays: changed(setDays),
    setStartDate: changed(setStartDate),
    setTimeBand: changed(setTimeBand),
    setGender: changed(setGender),
    setNotes,
    preview,
    showPreview,
    prescribe,
    askReplace,
    setAskReplace,
    busy: busy || previewing,
  };
}

type PreviewState = { sessions: ProposedRow[] } | { error: string };
type Form = ReturnType<typeof usePrescription>;

/** The prescribing form. */
export function PrescribeProgramme({ consultationId, prescribing }: { consultationId: string; prescribing: Prescribing }) {
  const { t } = useT();
  const id = useId();
  const form = usePrescription(consultationId, prescribing);
  const nameOf = (slug: string) => prescribing.therapies.find((x) => x.slug === slug)?.name ?? slug;
  return (
    <Card title={t('staff.prescribe.title')} className="min-w-0 lg:col-span-2">
      <p className="mb-4 text-sm text-stone-700">{t('staff.prescribe.intro')}</p>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void form.prescribe();
        }}
      >
        <div className="max-w-sm">
          <label htmlFor={`${id}-template`} className={labelClass}>
            {t('staff.prescribe.template')}
          </label>
          <select
            id={`${id}-template`}
            className={inputClass}
            value={form.values.templateSlug}
            onChange={(e) => form.chooseTemplate(e.target.value)}
          >
            <option value="">{t('staff.prescribe.chooseTemplate')}</option>
            {prescribing.templates.map((x) => (
              <option key={x.slug} value={x.slug}>
                {x.name}
              </option>
            ))}
          </select>
        </div>
        {form.values.days.length ? (
          <DaysEditor days={form.values.days} onChange={form.setDays} nameOf={nameOf} therapies={prescribing.therapies} />
        ) : null}
        <WhenFields form={form} id={id} />
        <GenderField form={form} id={id} />
        <NotesField form={form} id={id} />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" disabled={form.busy} onClick={() => void form.showPreview()}>
            {t('staff.prescribe.preview')}
          </Button>
          <Button type="submit" disabled={form.busy}>
            {t('staff.prescribe.submit')}
          </Button>
        </div>
        <div aria-live="polite">{form.preview ? <Preview preview={form.preview} /> : null}</div>
      </form>
      <ConfirmAlert
        open={form.askReplace}
        onOpenChange={form.setAskReplace}
        title={t('staff.prescribe.replaceTitle')}
        description={t('staff.prescribe.replaceText')}
        keepLabel={t('staff.prescribe.replaceKeep')}
        confirmLabel={t('staff.prescribe.replaceConfirm')}
        busy={form.busy}
        onConfirm={() => void form.prescribe(true)}
      />
    </Card>
  );
}

/** The start date and the patient's time band. */
function WhenFields({ form, id }: { form: Form; id: string }) {
  const { t } = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-start`} className={labelClass}>
          {t('staff.prescribe.startDate')}
        </label>
        <DateField id={`${id}-start`} value={form.values.startDate} onChange={form.setStartDate} />
      </div>
      <div>
        <label htmlFor={`${id}-band`} className={labelClass}>
          {t('staff.prescribe.timeBand')}
        </label>
        <select
          id={`${id}-band`}
          className={inputClass}
          value={form.values.timeBand}
          onChange={(e) => form.setTimeBand(e.target.value as TimeBand)}
        >
          {BANDS.map((b) => (
            <option key={b} value={b}>
              {t(`staff.prescribe.band.${b}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function GenderField({ form, id }: { form: Form; id: string }) {
  const { t } = useT();
  return (
    <fieldset aria-describedby={`${id}-gender-hint`}>
      <legend className={labelClass}>{t('staff.prescribe.gender')}</legend>
      <p id={`${id}-gender-hint`} className="mb-2 text-sm text-stone-700">
        {t('staff.prescribe.genderHint')}
      </p>
      <div className="flex flex-wrap gap-4">
        {GENDERS.map((g) => (
          <label key={g} className="inline-flex min-h-11 items-center gap-2 text-stone-900">
            <input
              type="radio"
              name={`${id}-gender`}
              value={g}
              checked={form.values.gender === g}
              onChange={() => form.setGender(g)}
              className="h-5 w-5 accent-brand-700"
            />
            {t(`staff.prescribe.gender.${g}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NotesField({ form, id }: { form: Form; id: string }) {
  const { t } = useT();
  return (
    <div>
      <label htmlFor={`${id}-notes`} className={labelClass}>
        {t('staff.prescribe.notes')}
      </label>
      <textarea
        id={`${id}-notes`}
        rows={3}
        maxLength={2000}
        className={textareaClass}
        aria-describedby={`${id}-notes-hint`}
        value={form.values.notes}
        onChange={(e) => form.setNotes(e.target.value)}
      />
      <p id={`${id}-notes-hint`} className="mt-1 text-sm text-stone-700">
        {t('staff.prescribe.notesHint')}
      </p>
    </div>
  );
}

interface DaysProps {
  days: string[][];
  onChange: (days: string[][]) => void;
  nameOf: (slug: string) => string;
  therapies: Prescribing['therapies'];
}

/** Each day of the plan, then a button to add a day. */
function DaysEditor({ days, onChange, nameOf, therapies }: DaysProps) {
  const { t } = useT();
  return (
    <div>
      <h3 className="mb-2 font-semibold text-brand-900">{t('staff.prescribe.days')}</h3>
      <ol className="space-y-2" data-testid="programme-days">
        {days.map((day, index) => (
          <DayItem
            key={index}
            day={day}
            n={index + 1}
            nameOf={nameOf}
            therapies={therapies}
            onChange={(next) => onChange(days.map((d, i) => (i === index ? next : d)))}
            onRemove={() => onChange(days.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => onChange([...days, []])}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('staff.prescribe.addDay')}
      </Button>
    </div>
  );
}

function moved(day: string[], from: number, to: number): string[] {
  const next = [...day];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** One day: its therapies as chips (move earlier or later, remove), a select adding one, remove the day. */
function DayItem({
  day,
  n,
  nameOf,
  therapies,
  onChange,
  onRemove,
}: Omit<DaysProps, 'days' | 'onChange'> & { day: string[]; n: number; onChange: (day: string[]) => void; onRemove: () => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-stone-900">{t('staff.prescribe.day', { day: n })}</span>
        <Button variant="dangerGhost" size="sm" aria-label={t('staff.prescribe.removeDay', { day: n })} onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      {day.length ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {day.map((slug, j) => (
            <TherapyChip
              key={`${slug}-${j}`}
              name={nameOf(slug)}
              day={n}
              onEarlier={j > 0 ? () => onChange(moved(day, j, j - 1)) : null}
              onLater={j < day.length - 1 ? () => onChange(moved(day, j, j + 1)) : null}
              onRemove={() => onChange(day.filter((_, k) => k !== j))}
            />
          ))}
        </ul>
      ) : (
        <p className="mb-2 text-sm text-stone-700">{t('staff.prescribe.restDay')}</p>
      )}
      {day.length < DAY_MAX ? (
        <div className="max-w-xs">
          <label htmlFor={`${id}-add`} className="sr-only">
            {t('staff.prescribe.addTherapy', { day: n })}
          </label>
          <select
            id={`${id}-add`}
            className={inputClass}
            value=""
            onChange={(e) => {
              if (e.target.value) onChange([...day, e.target.value]);
            }}
          >
            <option value="">{t('staff.prescribe.addTherapyOption')}</option>
            {therapies.map((x) => (
              <option key={x.slug} value={x.slug}>
                {x.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{t('staff.prescribe.dayFull')}</p>
      )}
    </li>
  );
}

const CHIP_BUTTON = 'rounded-full p-1.5 hover:bg-earth-200 focus-visible:outline-2 focus-visible:outline-brand-700';

function TherapyChip(props: {
  name: string;
  day: number;
  onEarlier: (() => void) | null;
  onLater: (() => void) | null;
  onRemove: () => void;
}) {
  const { t } = useT();
  const params = { therapy: props.name, day: props.day };
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-earth-100 py-1 pr-1 pl-3 text-sm text-earth-900">
      <span>{props.name}</span>
      {props.onEarlier ? (
        <button type="button" className={CHIP_BUTTON} aria-label={t('staff.prescribe.earlier', params)} onClick={props.onEarlier}>
          <ArrowUp className="h-4 w-4 -rotate-90" aria-hidden="true" />
        </button>
      ) : null}
      {props.onLater ? (
        <button type="button" className={CHIP_BUTTON} aria-label={t('staff.prescribe.later', params)} onClick={props.onLater}>
          <ArrowUp className="h-4 w-4 rotate-90" aria-hidden="true" />
        </button>
      ) : null}
      <button
        type="button"
        className="rounded-full p-1.5 text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
        aria-label={t('staff.prescribe.removeTherapy', params)}
        onClick={props.onRemove}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}

function Preview({ preview }: { preview: PreviewState }) {
  const { t, locale } = useT();
  if ('error' in preview) {
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="prescribe-error">
        <p className="font-semibold">{t('staff.prescribe.cannotSchedule')}</p>
        <p className="text-sm">{preview.error}</p>
      </div>
    );
  }
  return (
    <div data-testid="schedule-preview">
      <h3 className="font-semibold text-brand-900">{t('staff.prescribe.proposal')}</h3>
      <p className="mb-2 text-sm text-stone-700">{t('staff.prescribe.proposalNote')}</p>
      {/* A phone: one line per session; wider: a table with the columns named. */}
      <ol className="divide-y divide-stone-100 text-sm sm:hidden">
        {preview.sessions.map((s, i) => (
          <li key={i} className="py-2">
            <p className="font-medium text-stone-900">
              {formatDate(s.date, locale, 'dayMonth')} · {s.start}–{s.end} · {s.therapy}
            </p>
            <p className="text-stone-700">
              {t('staff.prescribe.day', { day: s.day })} · {s.room} · {s.therapists.join(', ')}
            </p>
          </li>
        ))}
      </ol>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead className="text-stone-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('staff.prescribe.col.date')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('staff.prescribe.col.time')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('staff.prescribe.col.therapy')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('staff.prescribe.col.room')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('staff.prescribe.col.therapists')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {preview.sessions.map((s, i) => (
              <tr key={i}>
                <td className="py-1.5 pr-3 align-top">
                  {formatDate(s.date, locale, 'dayMonth')}
                  <span className="block text-xs text-stone-700">{t('staff.prescribe.day', { day: s.day })}</span>
                </td>
                <td className="py-1.5 pr-3 align-top whitespace-nowrap">
                  {s.start}–{s.end}
                </td>
                <td className="py-1.5 pr-3 align-top">{s.therapy}</td>
                <td className="py-1.5 pr-3 align-top">{s.room}</td>
                <td className="py-1.5 align-top">{s.therapists.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
