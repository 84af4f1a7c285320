import { data } from 'react-router';
import { notFoundMeta } from '~/features/seo/meta';
import { NotFoundPage } from '~/shell/error-pages';
import type { Route } from './+types/not-found';

/** Any URL no route matches: a real 404 page with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function NotFound() {
  return <NotFoundPage />;
}
