import type { ReactNode } from 'react';
import { CodeBoxes, CodeError, type CodeStep } from '~/features/auth/code-step';
import { useT } from '~/i18n/provider';
import { Dialog } from '~/ui/dialog';

/**
 * A profile dialog a one-time code confirms (change phone, delete account): the button that opens
 * it, the form with the fields before the code (`children`), the code boxes once a code is sent,
 * the step's message and the action buttons.
 */
export function CodeDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  id,
  code,
  contact,
  errorId,
  fieldError,
  onSubmit,
  actions,
  children,
}: {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The dialog's `useId()`: the code boxes' ids start with it. */
  id: string;
  code: CodeStep;
  /** The number the code went to, named in the hint. */
  contact: string;
  errorId?: string;
  /** A field's validation message (a message key), shown in the same line as the step's message. */
  fieldError?: string;
  /** Enter or the submit button: the form's default is prevented. */
  onSubmit: () => void;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const { tm } = useT();
  return (
    <>
      {trigger}
      <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} descriptionClassName="mb-5 text-sm">
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {code.sent && (
            <CodeBoxes
              id={id}
              contact={contact}
              value={code.otp}
              onChange={code.setOtp}
              invalid={Boolean(code.error)}
              disabled={code.busy}
              className="space-y-2"
            />
          )}
          <CodeError id={errorId} message={code.error ?? (fieldError ? tm(fieldError) : null)} />
          <div className="flex flex-wrap justify-end gap-2 pt-2">{actions}</div>
        </form>
      </Dialog>
    </>
  );
}
