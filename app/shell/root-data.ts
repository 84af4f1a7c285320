import { useRouteLoaderData } from 'react-router';
import type { RootData } from '~/root';

/** The root loader's data (viewer, menus, origin), available on every page. */
export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('root data missing');
  return data;
}

export function useViewer() {
  return useRootData().viewer;
}
