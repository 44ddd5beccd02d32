// Who may do what with posts and their categories (spec: viewBlogs to read, createBlogs to create,
// modifyBlogs to edit and delete).
import type { ResourceAction } from '../../lib/resources/define-resource.ts';
import type { Access } from '../../plugins/app/access.ts';

export const POSTS_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: { permission: 'viewBlogs' },
  read: { permission: 'viewBlogs' },
  create: { permission: 'createBlogs' },
  update: { permission: 'modifyBlogs' },
  delete: { permission: 'modifyBlogs' },
};
