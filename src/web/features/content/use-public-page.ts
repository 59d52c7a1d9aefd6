import { publicPageMeta, type PublicPagePath } from '../../../domain/public-pages';
import { usePageMeta } from '../../ui/page-meta';

/** The same title and description the server put in the page's head for this path. */
export function usePublicPage(path: PublicPagePath): void {
  const meta = publicPageMeta(path);
  usePageMeta(meta.title, meta.description);
}
