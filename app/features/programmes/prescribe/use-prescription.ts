/** The prescribing form's state (prescribe-programme.tsx): the plan being edited, the other fields, the preview, and the two requests. */
import { useState } from 'react';
import type { Gender, TimeBand } from '@core/constants';
import type { prescribeOptions, PrescribedProgramme } from '@server/modules/programmes/prescribe/programme.server';
import type { proposeProgramme } from '@server/modules/programmes/prescribe/proposal.server';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';

export type Prescribing = Awaited<ReturnType<typeof prescribeOptions>> & { programmes: PrescribedProgramme[]; defaultStart: string };

/** A session of the schedule preview, as POST /api/staff/programmes/proposal answers it. */
type ProposedRow = Awaited<ReturnType<typeof proposeProgramme>>[number];

export function usePrescription(consultationId: string, prescribing: Prescribing) {
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
    <T>(set: (value: T) => void) =>
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

export type PreviewState = { sessions: ProposedRow[] } | { error: string };
export type Form = ReturnType<typeof usePrescription>;
