import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { BlogPostInputSchema } from '@core/schemas/blog';
import type { StaffRole } from '@core/constants';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button, buttonClasses } from '~/ui/button';
import { ImageUploadField } from '~/features/staff-console/image-upload';
import { RichTextEditor } from './rich-text-editor';
import { inputClass, labelClass } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';
import { SelectField, TextareaField } from '~/ui/forms';

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  category: string;
  author: string;
  tags: string;
  language: 'en' | 'hi';
}

/** Latin letters and digits joined by hyphens; Hindi-only titles get a dated slug. */
function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || `post-${new Date().toISOString().slice(0, 10)}`;
}

type PostStatus = 'draft' | 'published';

/** The post being edited: its values, their errors, the preview switch and saving (with a status change). */
function useBlogPost(postId: string | null, initial: PostFormValues) {
  const { t } = useT();
  const navigate = useNavigate();
  const { run, busy } = useAction();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState(false);
  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function body() {
    const candidate = {
      ...values,
      slug: values.slug.trim() || slugify(values.title),
      tags: values.tags
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    };
    const parsed = BlogPostInputSchema.omit({ status: true, publishedAt: true }).safeParse(candidate);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return null;
    }
    setErrors({});
    return candidate;
  }

  async function save(nextStatus?: PostStatus) {
    const b = body();
    if (!b) return false;
    const payload = { ...b, ...(nextStatus ? { status: nextStatus } : {}) };
    if (postId) return !!(await run(() => api(`/staff/blog/${postId}`, { method: 'PUT', body: payload }), t('staff.saved')));
    const res = await run(() => api<{ post: { _id: string } }>('/staff/blog', { body: { ...payload, status: 'draft' } }), t('staff.saved'));
    if (res) navigate(`/staff/blog/${res.data.post._id}`);
    return !!res;
  }

  return { values, errors, set, preview, setPreview, save, busy };
}

type BlogPost = ReturnType<typeof useBlogPost>;

export function BlogPostForm({
  postId,
  status,
  initial,
  role,
  savedContent,
}: {
  postId: string | null;
  status: PostStatus;
  initial: PostFormValues;
  role: StaffRole;
  savedContent: string | null;
}) {
  const { t } = useT();
  const post = useBlogPost(postId, initial);
  const { values, preview, setPreview, save, busy } = post;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void save()}>
          {t('staff.blog.saveDraft')}
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={async () => {
            if (postId && (await save())) setPreview(true);
            else if (!postId) void save();
          }}
        >
          {t('staff.blog.preview')}
        </Button>
        {role === 'admin' && postId ? (
          status === 'published' ? (
            <Button variant="ghost" disabled={busy} onClick={() => void save('draft')}>
              {t('staff.blog.unpublish')}
            </Button>
          ) : (
            <Button variant="primary" disabled={busy} onClick={() => void save('published')}>
              {t('staff.blog.publish')}
            </Button>
          )
        ) : null}
        {status === 'published' ? (
          <a href={`/blog/${initial.slug}`} className={buttonClasses('ghost')} target="_blank" rel="noopener">
            {t('staff.blog.view')}
          </a>
        ) : null}
      </div>
      {preview && savedContent !== null ? (
        <section aria-label={t('staff.blog.preview')} className="rounded-xl border border-stone-200 bg-white p-5">
          <div className="mb-3 flex justify-between gap-2">
            <h2 className="font-serif text-2xl font-semibold text-brand-900">{values.title}</h2>
            <Button size="sm" variant="ghost" onClick={() => setPreview(false)}>
              {t('staff.blog.edit')}
            </Button>
          </div>
          {values.featuredImage ? <img src={values.featuredImage} alt="" className="mb-4 max-h-72 rounded-lg object-cover" /> : null}
          {/* Sanitized by the server when saved. */}
          <div className="prose-clinic max-w-none" dangerouslySetInnerHTML={{ __html: savedContent }} />
        </section>
      ) : (
        <PostFields post={post} initialContent={initial.content} />
      )}
    </div>
  );
}

function PostFields({ post, initialContent }: { post: BlogPost; initialContent: string }) {
  const { t, tm } = useT();
  const id = useId();
  const { values, errors, set } = post;
  const text = (key: 'title' | 'slug' | 'category' | 'author' | 'tags', label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={inputClass}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `${id}-${key}-e` : undefined}
      />
      {errors[key] ? (
        <p id={`${id}-${key}-e`} className="mt-1 text-sm text-red-700">
          {tm(errors[key])}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {text('title', t('staff.blog.postTitle'))}
      {text('slug', t('staff.blog.slug'))}
      {text('category', t('staff.blog.category'))}
      {text('author', t('staff.blog.author'))}
      {text('tags', t('staff.blog.tags'))}
      <SelectField
        label={t('staff.blog.language')}
        selectProps={{ value: values.language, onChange: (e) => set('language', e.target.value as 'en' | 'hi') }}
      >
        <option value="en">{t('staff.lang.en')}</option>
        <option value="hi">{t('staff.lang.hi')}</option>
      </SelectField>
      <TextareaField
        className="md:col-span-2"
        label={t('staff.blog.excerpt')}
        textareaProps={{ rows: 2, value: values.excerpt, onChange: (e) => set('excerpt', e.target.value) }}
      />
      <div className="flex flex-wrap items-center gap-4 md:col-span-2">
        {values.featuredImage ? (
          <img src={values.featuredImage} alt={t('staff.blog.featuredImage')} className="h-20 w-32 rounded-lg object-cover" />
        ) : null}
        <ImageUploadField label={t('staff.blog.featuredImage')} kind="blog" onUploaded={(url) => set('featuredImage', url)} />
      </div>
      <div className="md:col-span-2">
        <p id={`${id}-content`} className={labelClass}>
          {t('staff.blog.content')}
        </p>
        <RichTextEditor labelId={`${id}-content`} initialHtml={initialContent} onChange={(html) => set('content', html)} />
        {errors.content ? <p className="mt-1 text-sm text-red-700">{tm(errors.content)}</p> : null}
      </div>
    </div>
  );
}
