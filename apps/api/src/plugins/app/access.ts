// Deny by default: every /api route declares who may call it, or the app refuses to start.
// Resolves the bearer token to request.user, then enforces the route's rule before validation,
// so an anonymous caller gets 401 (not 422) and a caller without the permission gets 403.
import { timingSafeEqual } from 'node:crypto';
import type { PermissionName, RoleName } from '@rentals/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthUser, loadAuthUser } from '../../lib/auth-user.ts';
import { forbidden, HttpError, unauthenticated } from '../../lib/http-error.ts';
import { randomToken, verifyToken } from '../../lib/tokens.ts';
import { twoFactorSetupBlocks } from '../../lib/two-factor-required.ts';

export type Access = 'public' | 'signed-in' | { permission: PermissionName } | { anyRole: readonly RoleName[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Unauthenticated state-changing calls (login, register, password reset) need the XSRF double submit. */
    csrf?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every API route and its rule, e.g. "GET /api/user" -> 'signed-in' (the access-matrix test reads it). */
    routeAccess: Map<string, Access>;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Routes registered by plugins we do not write (the OpenAPI UI), and what they allow. */
const PLUGIN_ROUTES: [prefix: string, access: Access][] = [['/api/docs', 'public']];

/** `/api/docs` itself and the paths below it, but not `/api/documents`. */
export function underPrefix(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

export function isAllowed(user: AuthUser | null, access: Access): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'signed-in') return true;
  if ('permission' in access) return user.permissions.has(access.permission);
  return access.anyRole.some((role) => user.roles.includes(role));
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export default fp(async function access(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorate('routeAccess', new Map<string, Access>());

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    route.config ??= {};
    if (!route.config.access) {
      const known = PLUGIN_ROUTES.find(([prefix]) => underPrefix(route.url, prefix));
      if (!known) throw new Error(`${route.method} ${route.url} declares no config.access rule`);
      route.config.access = known[1];
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeAccess.set(`${method} ${route.url}`, route.config.access);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return; // not an API route (static files, the app shell)

    const bearer = bearerOf(request);
    if (bearer) {
      const token = await verifyToken(app.db, bearer);
      const user = token ? await loadAuthUser(app.db, token.userId, token.id, token.kind) : null;
      // A token that no longer works says so on every route, public ones too, so the app logs out at once.
      if (!user || user.status === 'suspended') throw unauthenticated();
      request.user = user;
    }

    if (request.routeOptions.config.csrf && !request.user) {
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
        throw new HttpError(403, 'csrfMismatch');
      }
    }

    if (!isAllowed(request.user, rule)) throw request.user ? forbidden() : unauthenticated();

    // The site may require two-factor sign-in of administrators: until they turn it on, only the routes that
    // set it up answer them (lib/two-factor-required.ts).
    if (
      rule !== 'public' &&
      request.user &&
      (await twoFactorSetupBlocks(app.db, request.user, `${request.method} ${request.routeOptions.url}`))
    ) {
      throw new HttpError(403, 'twoFactorRequired');
    }
  });

  // Hands every browser an XSRF-TOKEN cookie to echo back in X-XSRF-TOKEN (double submit); never on an
  // answer shared caches may keep, or they would hand every visitor the same token.
  app.addHook('onSend', async (request, reply) => {
    const shared = String(reply.getHeader('cache-control') ?? '').includes('public');
    if (!shared && !request.cookies[XSRF_COOKIE] && !reply.hasHeader('set-cookie')) {
      reply.setCookie(XSRF_COOKIE, randomToken(32), {
        path: '/',
        sameSite: 'lax',
        secure: app.config.NODE_ENV === 'production' && app.config.appUrl.startsWith('https'),
        httpOnly: false,
      });
    }
  });
});
