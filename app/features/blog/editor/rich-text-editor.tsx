/**
 * The blog editor: TipTap (ProseMirror) with a toolbar for headings, bold, italic, lists, quote,
 * link, image upload, undo and redo. Its HTML is still cleaned by the blog sanitizer on the server
 * when the post is saved (server/modules/blog/sanitize.ts); the browser is never trusted.
 * Loaded only by the staff blog screens, so the public pages never carry it.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef } from 'react';
import type { MessageKey } from '@core/i18n/catalog';
import { useT } from '~/i18n/provider';
import { errorMessage } from '~/shell/api-client';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from '~/ui/icons';
import { toast } from '~/ui/toast';
import { uploadImage } from '~/features/staff-console/image-upload';

const LINK = /^(https?:\/\/|\/|mailto:)/i;

type Command = { key: MessageKey; icon: typeof Bold; run: (editor: Editor) => void; active?: (editor: Editor) => boolean };

const COMMANDS: Command[] = [
  {
    key: 'staff.editor.h2',
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'staff.editor.h3',
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { key: 'staff.editor.bold', icon: Bold, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'staff.editor.italic', icon: Italic, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'staff.editor.ul', icon: List, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  {
    key: 'staff.editor.ol',
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'staff.editor.quote',
    icon: Quote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
];

const HISTORY: Command[] = [
  { key: 'staff.editor.undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { key: 'staff.editor.redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

function ToolButton({ label, icon: Icon, pressed, onClick }: { label: string; icon: typeof Bold; pressed?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useT();
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  // Re-render the toolbar when the selection's marks change, so aria-pressed stays true.
  const active = useEditorState({ editor, selector: ({ editor: e }) => COMMANDS.map((c) => c.active?.(e) ?? false) });
  const addLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const url = window.prompt(t('staff.editor.linkPrompt'), previous);
    if (url === null) return;
    if (url === '') editor.chain().focus().unsetLink().run();
    else if (LINK.test(url)) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  };
  const insertImage = async (file: File) => {
    try {
      const src = await uploadImage(file, 'blog');
      editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch (error) {
      toast.error(errorMessage(error, t('error.generic')));
    }
  };
  return (
    <div role="toolbar" aria-label={t('staff.editor.toolbar')} className="flex flex-wrap gap-1 border-b border-stone-200 p-1">
      {COMMANDS.map((c, i) => (
        <ToolButton key={c.key} label={t(c.key)} icon={c.icon} pressed={active[i]} onClick={() => c.run(editor)} />
      ))}
      <ToolButton label={t('staff.editor.link')} icon={Link2} pressed={editor.isActive('link')} onClick={addLink} />
      <ToolButton label={t('staff.editor.image')} icon={ImagePlus} onClick={() => fileRef.current?.click()} />
      {HISTORY.map((c) => (
        <ToolButton key={c.key} label={t(c.key)} icon={c.icon} onClick={() => c.run(editor)} />
      ))}
      <label htmlFor={fileId} className="sr-only">
        {t('staff.editor.image')}
      </label>
      <input
        id={fileId}
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void insertImage(file);
        }}
      />
    </div>
  );
}

export function RichTextEditor({
  labelId,
  initialHtml,
  onChange,
}: {
  labelId: string;
  initialHtml: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    // The staff console renders on the server too; TipTap starts in the browser.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
      }),
      Image,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'prose-clinic min-h-64 max-w-none px-4 py-2 outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  return (
    <div className="rounded-lg border border-stone-400 bg-white focus-within:ring-2 focus-within:ring-brand-700/40">
      {editor ? <Toolbar editor={editor} /> : <div className="h-[49px] border-b border-stone-200" aria-hidden="true" />}
      <EditorContent editor={editor} />
    </div>
  );
}
