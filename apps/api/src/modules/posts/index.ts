// The blog's back office (posts and categories, declared resources; scheduled posts are published by
// modules/publishing). The
// public pages are resolved by blog-resolve.ts (seo/resolve.ts's PATH_RESOLVERS) and listed in the sitemap.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { postCategoriesResource } from './post-categories.resource.ts';
import { postsResource } from './posts.resource.ts';

export const postsResources = [postsResource, postCategoriesResource];

const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of postsResources) await app.register(resourceRoutes(resource));
};

export default postsRoutes;
