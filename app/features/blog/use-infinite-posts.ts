import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@core/constants';
import type { BlogPostSummary } from '@core/schemas/staff/blog';
import { useT } from '~/i18n/provider';
import { ApiError, errorMessage } from '~/shell/api-client';
import { toast } from '~/ui/toast';

export interface FirstPage {
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
}

interface ListAnswer {
  success: boolean;
  message: string;
  data: BlogPostSummary[];
  totalPages: number;
}

/** GET /api/blogs: its answer carries totalPages next to data, so it is read here, not with api(). */
async function fetchPage(page: number, signal?: AbortSignal): Promise<ListAnswer> {
  let response: Response;
  try {
    response = await fetch(`/api/blogs?page=${page}&limit=${LIMITS.blogPageSize}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network Error', 0);
  }
  const body = (await response.json().catch(() => null)) as ListAnswer | null;
  if (!response.ok || !body || !body.success) throw new ApiError(body?.message ?? '', response.status, undefined, body);
  return body;
}

/**
 * Posts of the blog list, page after page. `first` is the server-rendered page; without it (a
 * client-side visit) the hook loads `startPage` itself, and the list shows skeletons meanwhile.
 */
export function useInfinitePosts(first: FirstPage | null, startPage: number) {
  const { t } = useT();
  const [posts, setPosts] = useState<BlogPostSummary[] | null>(first?.posts ?? null);
  const [lastPage, setLastPage] = useState(first ? first.page : startPage - 1);
  const [totalPages, setTotalPages] = useState<number | null>(first?.totalPages ?? null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const fallback = t('blog.fetchFailed');

  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      setFailed(false);
      try {
        const answer = await fetchPage(page, signal);
        setPosts((current) => [...(current ?? []), ...answer.data]);
        setTotalPages(answer.totalPages);
        setLastPage(page);
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        setFailed(true);
        setPosts((current) => current ?? []);
        toast.error(errorMessage(error, fallback) || fallback);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [fallback],
  );

  // A client-side visit: load the first page shown.
  useEffect(() => {
    if (first) return;
    const controller = new AbortController();
    void load(startPage, controller.signal);
    return () => {
      controller.abort();
      busy.current = false;
    };
  }, [first, startPage, load]);

  const hasMore = totalPages !== null && lastPage < totalPages;
  const loadMore = useCallback(() => {
    if (hasMore && !failed) void load(lastPage + 1);
  }, [hasMore, failed, lastPage, load]);
  const retry = useCallback(() => void load(totalPages === null ? startPage : lastPage + 1), [load, totalPages, startPage, lastPage]);

  return { posts, loading, failed, hasMore, totalPages, lastPage, loadMore, retry };
}
