// Files from the API (CSV exports): the same headers as every call, then handed to the browser to save under
// the name of the answer's Content-Disposition. Kept apart from api-client so the public pages never load it.
import { ApiError, buildUrl, clientHeaders, type Query } from './api-client.ts';

export async function apiDownload(path: string, query?: Query): Promise<void> {
  const { token, language, hooks } = clientHeaders();
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Network Error', { status: 0, kind: 'network' });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const message = body?.message ?? `Request failed with status code ${response.status}`;
    const error = new ApiError(message, { status: response.status, kind: 'http', body });
    if (response.status === 401) hooks.onUnauthenticated(error);
    throw error;
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
