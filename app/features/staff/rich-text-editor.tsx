/**
 * A small rich-text editor: a contenteditable area with a toolbar (headings, bold, italic, lists,
 * quote, link, image upload, undo/redo). Whatever it produces is cleaned by the blog sanitizer on
 * the server when the post is saved; the browser never trusts it.
 */
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from '~/ui/icons';
import { useEffect, useId, useRef } from 'react';
import type { MessageKey } from '@core/i18n/catalog';
import { useT } from '~/i18n/provider';
import { errorMessage } from '~/shell/api-client';
import { toast } from '~/ui/toast';
import { uploadImage } from './image-upload';

type Command = { key: MessageKey; icon: typeof Bold; run: () => void };

export function RichTextEditor({ labelId, initialHtml, onChange }: { labelId: string; initialHtml: string; onChange: (html: string) => void }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  useEffect(() => {
    if (ref.current) ref.current.innerHTML = initialHtml;
    // Only on mount: the editor owns its content afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const exec = (command: string, value?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, value);
    if (ref.current) onChange(ref.current.innerHTML);
  };

  const commands: Command[] = [
    { key: 'staff.editor.h2', icon: Heading2, run: () => exec('formatBlock', 'h2') },
    { key: 'staff.editor.h3', icon: Heading3, run: () => exec('formatBlock', 'h3') },
    { key: 'staff.editor.bold', icon: Bold, run: () => exec('bold') },
    { key: 'staff.editor.italic', icon: Italic, run: () => exec('italic') },
    { key: 'staff.editor.ul', icon: List, run: () => exec('insertUnorderedList') },
    { key: 'staff.editor.ol', icon: ListOrdered, run: () => exec('insertOrderedList') },
    { key: 'staff.editor.quote', icon: Quote, run: () => exec('formatBlock', 'blockquote') },
    {
      key: 'staff.editor.link',
      icon: Link2,
      run: () => {
        const url = window.prompt(t('staff.editor.linkPrompt'), 'https://');
        if (url && /^(https?:\/\/|\/|mailto:)/i.test(url)) exec('createLink', url);
      },
    },
    { key: 'staff.editor.image', icon: ImagePlus, run: () => fileRef.current?.click() },
    { key: 'staff.editor.undo', icon: Undo2, run: () => exec('undo') },
    { key: 'staff.editor.redo', icon: Redo2, run: () => exec('redo') },
  ];

  return (
    <div className="rounded-lg border border-stone-400 bg-white focus-within:ring-2 focus-within:ring-brand-700/40">
      <div role="toolbar" aria-label={t('staff.editor.toolbar')} className="flex flex-wrap gap-1 border-b border-stone-200 p-1">
        {commands.map(({ key, icon: Icon, run }) => (
          <button
            key={key}
            type="button"
            title={t(key)}
            aria-label={t(key)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={run}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100"
          >
            <Icon className="h-5 w-5" aria-hidden="true" />
          </button>
        ))}
        <label htmlFor={fileId} className="sr-only">{t('staff.editor.image')}</label>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            try {
              exec('insertImage', await uploadImage(file, 'blog'));
            } catch (error) {
              toast.error(errorMessage(error, t('error.generic')));
            }
          }}
        />
      </div>
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        className="prose-clinic min-h-64 max-w-none px-4 py-2 outline-none"
        onInput={() => ref.current && onChange(ref.current.innerHTML)}
        onBlur={() => ref.current && onChange(ref.current.innerHTML)}
      />
    </div>
  );
}
