/**
 * The one field of every form: label, control, hint and error, wired for assistive technology
 * (docs/decisions/0048-one-form-approach.md, after epic-stack's app/components/forms.tsx).
 * The control takes react-hook-form's `register(...)` spread, or plain props with a `name` on the
 * forms that post to an action without JavaScript.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';

/** The one style of a text input, select or textarea; red border when invalid. */
export const controlClass = (invalid = false, multiline = false) =>
  cn(
    multiline ? 'py-2' : 'h-11',
    'w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-sm outline-none transition focus:border-brand-700 focus:ring-2 focus:ring-brand-700/40 disabled:bg-stone-100 disabled:text-stone-600 [&[readonly]]:bg-stone-100',
    invalid ? 'border-red-600' : 'border-stone-400',
  );
export const inputClass = controlClass();
export const textareaClass = controlClass(false, true);
export const labelClass = 'mb-1 block text-sm font-medium text-stone-800';

/** A field's message (a message key or server text), announced when it appears. */
export function FieldError({ message, id }: { message?: string; id?: string }) {
  const { tm } = useT();
  return (
    <p id={id} role={message ? 'alert' : undefined} className={cn('mt-1 text-sm font-medium text-red-700', !message && 'sr-only')}>
      {message ? tm(message) : ''}
    </p>
  );
}

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  /** A message key or server text. */
  error?: string;
  className?: string;
  labelClassName?: string;
  /** The control's id (default: a generated one). */
  id?: string;
}

interface Wiring {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

function Frame({ label, hint, error, className, labelClassName, id: given, control }: FieldFrame & { control: (w: Wiring) => ReactNode }) {
  const generated = useId();
  const id = given ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={cn(labelClass, labelClassName)}>
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function Field({
  inputProps,
  ...frame
}: FieldFrame & { inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> } }) {
  return (
    <Frame
      {...frame}
      id={frame.id ?? inputProps.id}
      control={(w) => <input {...inputProps} {...w} className={cn(controlClass(!!frame.error), inputProps.className)} />}
    />
  );
}

export function TextareaField({
  textareaProps,
  ...frame
}: FieldFrame & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> } }) {
  return (
    <Frame
      {...frame}
      id={frame.id ?? textareaProps.id}
      control={(w) => <textarea {...textareaProps} {...w} className={cn(controlClass(!!frame.error, true), textareaProps.className)} />}
    />
  );
}

export function SelectField({
  selectProps,
  children,
  ...frame
}: FieldFrame & { selectProps: SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> }; children: ReactNode }) {
  return (
    <Frame
      {...frame}
      id={frame.id ?? selectProps.id}
      control={(w) => (
        <select {...selectProps} {...w} className={cn(controlClass(!!frame.error), selectProps.className)}>
          {children}
        </select>
      )}
    />
  );
}

/**
 * A form's submit button and the button that closes it without saving. `span`: the grid columns
 * the row spans (default `md:col-span-2`, the two-column forms).
 */
export function FormActions({
  busy,
  save,
  cancel,
  onCancel,
  span = 'md:col-span-2',
}: {
  busy: boolean;
  save: ReactNode;
  cancel: ReactNode;
  onCancel: () => void;
  span?: string;
}) {
  return (
    <div className={cn('flex gap-2', span)}>
      <Button type="submit" disabled={busy}>
        {save}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
