import { data } from 'react-router';
import { NotFoundPage } from '~/shell/error-pages';

/** Any URL no route matches: a real 404 page with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page not found | Sarona Ayurveda' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
