/** The link to a blog post ('panchakarma-explained' -> '/blog/panchakarma-explained'), encoded as treatmentHref is. */
export const postHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
