import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BlogPostInputSchema } from '@core/schemas/staff/blog';
import type { StaffRole } from '@core/constants';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button, buttonClasses } from '~/ui/button';
import { ImageUploadField } from '~/features/staff-console/image-upload';
import { RichTextEditor } from './rich-text-editor';
import { useAction } from '~/shell/use-action';
import { Field, FieldError, labelClass, SelectField, TextareaField } from '~/ui/forms/forms';
import { postHref } from '@content/blog/post-href';

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

/** What the API checks (its status and date are set by the buttons, not the fields). */
const PostFieldsSchema = BlogPostInputSchema.omit({ status: true, publishedAt: true });

/** The fields as the API takes them: an empty slug from the title, the tags split at commas. */
function toBody(values: PostFormValues) {
  return {
    ...values,
    slug: values.slug.trim() || slugify(values.title),
    tags: values.tags
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  };
}

/** The form's check is the API's schema on the body it sends; each refusal lands on its field (decision 0048). */
const postResolver: Resolver<PostFormValues> = (values) => {
  const parsed = PostFieldsSchema.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), { type: i.code, message: i.message }]));
  return { values: {}, errors };
};

/** The post being edited: its form, the preview switch and saving (with a status change). */
function useBlogPost(postId: string | null, initial: PostFormValues) {
  const { t } = useT();
  const navigate = useNavigate();
  const { run, busy } = useAction();
  const form = useForm<PostFormValues>({ resolver: postResolver, defaultValues: initial });
  const [preview, setPreview] = useState(false);

  async function persist(values: PostFormValues, nextStatus?: PostStatus) {
    const payload = { ...toBody(values), ...(nextStatus ? { status: nextStatus } : {}) };
    if (postId) return !!(await run(() => api(`/staff/blog/${postId}`, { method: 'PUT', body: payload }), t('staff.saved')));
    const res = await run(() => api<{ post: { _id: string } }>('/staff/blog', { body: { ...payload, status: 'draft' } }), t('staff.saved'));
    if (res) navigate(`/staff/blog/${res.data.post._id}`);
    return !!res;
  }

  /** Checks and saves; true when the server took it. */
  async function save(nextStatus?: PostStatus) {
    let saved = false;
    await form.handleSubmit(async (values) => {
      saved = await persist(values, nextStatus);
    })();
    return saved;
  }

  return { form, preview, setPreview, save, busy };
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
  const { form, preview, setPreview, save, busy } = post;
  const [title, featuredImage] = useWatch({ control: form.control, name: ['title', 'featuredImage'] });

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
          <a href={postHref(initial.slug)} className={buttonClasses('ghost')} target="_blank" rel="noopener">
            {t('staff.blog.view')}
          </a>
        ) : null}
      </div>
      {preview && savedContent !== null ? (
        <section aria-label={t('staff.blog.preview')} className="rounded-xl border border-stone-200 bg-white p-5">
          <div className="mb-3 flex justify-between gap-2">
            <h2 className="font-serif text-2xl font-semibold text-brand-900">{title}</h2>
            <Button size="sm" variant="ghost" onClick={() => setPreview(false)}>
              {t('staff.blog.edit')}
            </Button>
          </div>
          {featuredImage ? <img src={featuredImage} alt="" className="mb-4 max-h-72 rounded-lg object-cover" /> : null}
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
  const { t } = useT();
  const id = useId();
  const { register, setValue, control, formState } = post.form;
  const { errors } = formState;
  const featuredImage = useWatch({ control, name: 'featuredImage' });
  const text = (key: 'title' | 'slug' | 'category' | 'author' | 'tags', label: string) => (
    <Field label={label} error={errors[key]?.message} inputProps={register(key)} />
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {text('title', t('staff.blog.postTitle'))}
      {text('slug', t('staff.blog.slug'))}
      {text('category', t('staff.blog.category'))}
      {text('author', t('staff.blog.author'))}
      {text('tags', t('staff.blog.tags'))}
      <SelectField label={t('staff.blog.language')} error={errors.language?.message} selectProps={register('language')}>
        <option value="en">{t('staff.lang.en')}</option>
        <option value="hi">{t('staff.lang.hi')}</option>
      </SelectField>
      <TextareaField
        className="md:col-span-2"
        label={t('staff.blog.excerpt')}
        error={errors.excerpt?.message}
        textareaProps={{ rows: 2, ...register('excerpt') }}
      />
      <div className="flex flex-wrap items-center gap-4 md:col-span-2">
        {featuredImage ? (
          <img src={featuredImage} alt={t('staff.blog.featuredImage')} className="h-20 w-32 rounded-lg object-cover" />
        ) : null}
        <ImageUploadField
          label={t('staff.blog.featuredImage')}
          kind="blog"
          onUploaded={(url) => setValue('featuredImage', url, { shouldDirty: true })}
        />
      </div>
      <div className="md:col-span-2">
        <p id={`${id}-content`} className={labelClass}>
          {t('staff.blog.content')}
        </p>
        <RichTextEditor
          labelId={`${id}-content`}
          initialHtml={initialContent}
          onChange={(html) => setValue('content', html, { shouldDirty: true })}
        />
        <FieldError message={errors.content?.message} />
      </div>
    </div>
  );
}
