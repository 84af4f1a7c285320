import { AlertCircle } from '~/ui/icons';
import { useT } from '~/i18n/provider';

/** The red banner above a form, listing the messages the form passed up. */
export function ErrorBanner({ messages }: { messages: string[] }) {
  const { t } = useT();
  if (!messages.length) return null;
  return (
    <div role="alert" className="mb-6 flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="sr-only">{t('auth.errorsTitle')}</p>
        <ul className="space-y-1 text-sm font-medium">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
