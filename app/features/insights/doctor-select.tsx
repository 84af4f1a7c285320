/**
 * The labelled doctor picker of the insights page's period form and the feedback report's comment
 * filter: "all doctors" first (the empty value), then each doctor. A plain select inside a GET form,
 * so it works before hydration.
 */
import { inputClass, labelClass } from '~/features/staff-console/ui';

interface DoctorSelectProps {
  id: string;
  /** The query parameter the form sends. */
  name: string;
  label: string;
  allLabel: string;
  doctors: readonly { id: string; name: string }[];
  defaultValue: string;
}

export function DoctorSelect({ id, name, label, allLabel, doctors, defaultValue }: DoctorSelectProps) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClass}>
        <option value="">{allLabel}</option>
        {doctors.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </>
  );
}
