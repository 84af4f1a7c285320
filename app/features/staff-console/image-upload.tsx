import { useId } from 'react';
import { useT } from '~/i18n/provider';
import { useAction } from '~/shell/use-action';

/** Uploads one image to /api/staff/uploads (multipart) and returns its URL. */
export async function uploadImage(file: File, kind: 'doctor' | 'blog'): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(`/api/staff/uploads?kind=${kind}`, { method: 'POST', body, credentials: 'same-origin' });
  const json = (await response.json().catch(() => null)) as { success?: boolean; message?: string; data?: { url: string } } | null;
  if (!response.ok || !json?.success || !json.data) throw new Error(json?.message || `Request failed with status code ${response.status}`);
  return json.data.url;
}

export function ImageUploadField({
  label,
  kind,
  onUploaded,
}: {
  label: string;
  kind: 'doctor' | 'blog';
  onUploaded: (url: string) => void;
}) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        className="block w-full text-sm file:mr-3 file:h-10 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:font-medium file:text-white"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          const url = await run(() => uploadImage(file, kind), { revalidate: false });
          e.target.value = '';
          if (url) onUploaded(url);
        }}
      />
      {busy ? (
        <p className="mt-1 text-sm text-stone-700" role="status">
          {t('staff.uploading')}
        </p>
      ) : null}
    </div>
  );
}
