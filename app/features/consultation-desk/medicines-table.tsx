import type { PrescriptionInput } from '@core/schemas/staff/staff';
import { durationText, takenText } from '@core/dispensary/prescription-text';
import { useT } from '~/i18n/provider';

/**
 * A prescription's medicines: name, dosage, duration and timing relative to food. The console's
 * view shows them as they are; the printed sheet (`print`) numbers them, with heavier rules.
 */
export function MedicinesTable({ medicines, print = false }: { medicines: PrescriptionInput['medicines']; print?: boolean }) {
  const { t } = useT();
  const cell = print ? 'py-2 pr-2' : 'py-2 pr-3';
  return (
    <table className={print ? 'mt-6 w-full border-collapse text-left text-sm' : 'w-full text-left text-sm'}>
      <thead>
        <tr className={print ? 'border-b-2 border-stone-400' : 'border-b border-stone-300'}>
          {print ? (
            <th scope="col" className={cell}>
              #
            </th>
          ) : null}
          <th scope="col" className={cell}>
            {t('staff.rx.name')}
          </th>
          <th scope="col" className={cell}>
            {t('staff.rx.dosage')}
          </th>
          <th scope="col" className={cell}>
            {t('staff.rx.duration')}
          </th>
          <th scope="col" className="py-2">
            {t('documents.rx.timing')}
          </th>
        </tr>
      </thead>
      <tbody>
        {medicines.map((m, i) => (
          <tr key={i} className={print ? 'border-b border-stone-200' : 'border-b border-stone-100'}>
            {print ? <td className={cell}>{i + 1}</td> : null}
            <td className={`${cell} font-medium`}>{m.name}</td>
            <td className={cell}>{m.dosage}</td>
            <td className={cell}>{durationText(m, t)}</td>
            <td className="py-2">{takenText(m, t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
