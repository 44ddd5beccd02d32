// The blog back office's API paths and the category choices its post form offers.
import type { PostCategory } from '@rentals/shared/resources/posts';
import { useResourcePage } from '../../components/resource/index.ts';

export const POSTS_PATH = 'admin/posts';
export const POST_CATEGORIES_PATH = 'admin/post-categories';

/** Every category (a few dozen at most), by name. */
export function usePostCategoryOptions() {
  return useResourcePage<PostCategory>(POST_CATEGORIES_PATH, { perPage: '100', sort: 'name' });
}
