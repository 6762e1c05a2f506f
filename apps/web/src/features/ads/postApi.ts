import type {
  CategoryRef,
  CreatePostRequest,
  Envelope,
  GoneAd,
  Post,
  PostPhone,
  PostPicture,
  UpdatePostRequest,
} from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { errorFromBody, isEnvelope } from '../../api/errors.ts';
import { ApiError, api, requestEnvelope } from '../../api/index.ts';
import { holdMessages, limits } from '../../lib/contract.ts';

/**
 * One ad and its changes: GET /api/posts/single/{id}, create, update, delete, renew, the seller's
 * phone (given only on request) and picture uploads. Lists live in ./api.ts.
 */
export const postKeys = {
  single: (id: number) => ['posts', 'single', id] as const,
  /** A gone ad's GoneAd, where the server's render leaves it (its failed single query is not sent along). */
  gone: (id: number) => ['posts', 'gone', id] as const,
  /** The view count the server answered when this visit was counted (useReportedView), apart from the ad. */
  views: (id: number) => ['posts', 'views', id] as const,
  maxPictureCount: ['posts', 'maxPictureCount'] as const,
};

/** A route's id as the API accepts it (a positive integer), or null: a bad id is a 404 without a request. */
export function parsePostId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export const singlePostQuery = (id: number) =>
  queryOptions({
    queryKey: postKeys.single(id),
    queryFn: ({ signal }) => api.get<Post>(`/api/posts/single/${id}`, undefined, signal),
    // A 404 or 403 will not change by asking again; only a dropped connection is worth one retry.
    retry: (failures, error) => error instanceof ApiError && error.status === 0 && failures < 1,
    staleTime: 30_000,
  });

const isCategoryRef = (value: unknown): value is CategoryRef => {
  const ref = value as Partial<CategoryRef> | null;
  return typeof ref?.id === 'number' && typeof ref.name === 'string' && typeof ref.logicalName === 'string';
};

/** The 410 answer's GoneAd (an ad that existed and is no longer shown), or null for any other failure. */
export function goneAdOf(error: unknown): GoneAd | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  const gone = error.data as Partial<GoneAd> | null;
  if (typeof gone?.id !== 'number' || !isCategoryRef(gone.category) || !isCategoryRef(gone.subCategory)) return null;
  const title = typeof gone.title === 'string' ? gone.title : null;
  return { id: gone.id, title, category: gone.category, subCategory: gone.subCategory };
}

/**
 * Reports that a person's browser shows the ad (the server counts it at most once a day per visitor, never from
 * the seller, a crawler or a script). Answers the new count, or null when this view was not counted.
 */
export const reportView = (id: number) =>
  api.post<{ viewCount: number | null }>(`/api/posts/view/${id}`).then((answer) => answer.viewCount);

/** Server setting; the default of PRODUCT.md §9 while it loads or if it fails. */
export const maxPictureCountQuery = queryOptions({
  queryKey: postKeys.maxPictureCount,
  queryFn: ({ signal }) => api.get<number>('/api/posts/GetMaxPostPictureCount', undefined, signal),
  staleTime: Number.POSITIVE_INFINITY,
  placeholderData: limits.defaultMaxPostPictureCount,
});

/**
 * A new ad; `held` when the server saved it held for review (a word of the moderators' list): its
 * answer then carries holdMessages.heldOnSave.
 */
export async function createPost(body: CreatePostRequest): Promise<{ id: number; held: boolean }> {
  const envelope = await requestEnvelope<Envelope<{ id: number }>>('/api/posts/create', { method: 'POST', body });
  return { id: envelope.data?.id ?? 0, held: envelope.messages.includes(holdMessages.heldOnSave) };
}
export const updatePost = (body: UpdatePostRequest) => api.patch<Post>('/api/posts/update', body);
export const deletePost = (id: number) => api.delete<{ id: number }>(`/api/posts/delete/${id}`);
/** Free renewal by the owner: another 30 days; answers the ad. */
export const renewPost = (id: number) => api.post<Post>(`/api/posts/renew/${id}`);
/** 'Rezervuota' on or off (owner only). */
export const markPostReserved = (postId: number, reserved: boolean) =>
  api.post<Post>('/api/posts/MarkReserved', { postId, reserved });
/** 'Parduota' (owner only): out of every public list at once; cannot be undone. */
export const markPostSold = (postId: number) => api.post<Post>('/api/posts/MarkSold', { postId });
/** The seller's number; 429 when asked too often (anti-scraping). */
export const fetchPostPhone = (id: number) => api.get<PostPhone>(`/api/posts/phone/${id}`);

export const UPLOAD_PICTURE_PATH = '/api/posts/UploadPicture';
export const PICTURE_FIELD = 'PictureFile';

/**
 * Uploads one picture (multipart field 'PictureFile') and reports progress from 0 to 1. XMLHttpRequest,
 * not fetch: only it reports upload progress. A refusal rejects with the server's ApiError, whose
 * message names the file (on property 'PictureFile').
 */
export function uploadPicture(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  // A message's picture goes through the same pipeline at its own address (PRODUCT.md §29).
  path: string = UPLOAD_PICTURE_PATH,
): Promise<PostPicture> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', 'lt-LT');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && isEnvelope(body) && body.succeeded) {
        onProgress(1);
        resolve(body.data as PostPicture);
      } else {
        reject(errorFromBody(ok ? 500 : xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, []));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(PICTURE_FIELD, file, file.name);
    xhr.send(form);
  });
}
