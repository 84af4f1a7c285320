import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';

/**
 * The form of one resource editor (room, therapist, programme template): react-hook-form on the
 * schema the API parses; `save(body)` puts to `${path}/${itemId}` when editing or posts to `path`
 * when adding, toasts the server's message and calls `onDone` after a save. `id` prefixes the
 * form's own element ids.
 */
export function useResourceForm<T extends FieldValues>(
  schema: z.ZodType<unknown, FieldValues>,
  initial: T,
  { path, itemId, onDone }: { path: string; itemId: string | null; onDone: () => void },
) {
  const id = useId();
  const { run, busy } = useAction();
  const form = useForm<T>({ resolver: zodResolver(schema) as never, defaultValues: initial as DefaultValues<T> });
  const save = async (body: unknown) => {
    const res = await run(() => (itemId ? api(`${path}/${itemId}`, { method: 'PUT', body }) : api(path, { body })), {
      success: (r) => r.message,
    });
    if (res) onDone();
  };
  return { id, form, errors: form.formState.errors, busy, save };
}
