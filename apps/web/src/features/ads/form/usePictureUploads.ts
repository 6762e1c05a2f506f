import type { PostPicture } from '@skelbimai/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { errorMessages } from '../../../lib/contract.ts';
import { tf } from '../../../messages/adForm.ts';
import { PICTURE_FIELD, uploadPicture } from '../postApi.ts';

export interface PictureItem {
  /** Stable while the item lives (React key, drag payload). */
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0..1 while uploading. */
  progress: number;
  /** The server's thumbnail once stored; a local object URL before that. */
  previewUrl: string;
  picture?: PostPicture;
  /** Why the server refused the file (its message names the file). */
  error?: string;
}

let nextKey = 0;
const newKey = () => `picture-${++nextKey}`;

const stored = (picture: PostPicture): PictureItem => ({
  key: newKey(),
  name: picture.id,
  status: 'done',
  progress: 1,
  previewUrl: picture.thumbnailUrl,
  picture,
});

/**
 * The good pictures (stored or uploading) first, in their order, then the refused files: a refused file is
 * never the first tile, so never looks like the cover, and new pictures do not queue up behind it.
 */
function failedLast(items: PictureItem[]): PictureItem[] {
  const failed = items.filter((item) => item.status === 'failed');
  return failed.length === 0 ? items : [...items.filter((item) => item.status !== 'failed'), ...failed];
}

function refusal(error: unknown): string {
  if (!isApiError(error)) return errorMessages.clientOrServer;
  const named = error.fieldMessages(PICTURE_FIELD);
  return (named.length > 0 ? named : error.messages).join(' ');
}

/**
 * The form's pictures: each chosen file uploads at once (staged on the server) with its own progress;
 * a refused file keeps the server's message and blocks nothing else. The order is the ad's order, the
 * first being the cover. Files beyond the maximum are not sent and are named in `notice`. `uploadPath` is the
 * upload's address when not an ad's (a message's pictures, PRODUCT.md §29).
 */
export function usePictureUploads(initial: PostPicture[], max: number, uploadPath?: string) {
  const [items, setItems] = useState<PictureItem[]>(() => initial.map(stored));
  const [notice, setNotice] = useState<string | null>(null);
  const uploads = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());

  useEffect(() => {
    const running = uploads.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<PictureItem>) => {
    setItems((current) => failedLast(current.map((item) => (item.key === key ? { ...item, ...change } : item))));
  }, []);

  const counted = items.filter((item) => item.status !== 'failed').length;

  const addFiles = (files: File[]) => {
    const room = Math.max(0, max - counted);
    const accepted = files.slice(0, room);
    const refused = files.slice(room);
    setNotice(refused.length > 0 ? tf.pictures.tooMany(max, refused.map((file) => file.name).join(', ')) : null);
    const added = accepted.map((file): PictureItem => {
      const key = newKey();
      const url = URL.createObjectURL(file);
      objectUrls.current.set(key, url);
      const controller = new AbortController();
      uploads.current.set(key, controller);
      uploadPicture(file, (progress) => update(key, { progress }), controller.signal, uploadPath)
        .then((picture) => update(key, { status: 'done', progress: 1, picture }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update(key, { status: 'failed', error: refusal(error) });
        })
        .finally(() => uploads.current.delete(key));
      return { key, name: file.name, status: 'uploading', progress: 0, previewUrl: url };
    });
    setItems((current) => failedLast([...current, ...added]));
  };

  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    const url = objectUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
    setNotice(null);
  };

  /** Moves a good picture to `to` (an index in the list as it is now), never among the refused files. */
  const move = (key: string, to: number) => {
    setItems((current) => {
      const from = current.findIndex((item) => item.key === key);
      const good = current.filter((item) => item.status !== 'failed').length;
      if (from < 0 || from >= good || to < 0 || to >= good || from === to) return current;
      const next = [...current];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  };

  const pictureIds = items.flatMap((item) => (item.status === 'done' && item.picture ? [item.picture.id] : []));
  const uploading = items.some((item) => item.status === 'uploading');
  const changed =
    pictureIds.length !== initial.length || pictureIds.some((id, index) => id !== initial[index]?.id) || uploading;

  return { items, counted, notice, addFiles, remove, move, pictureIds, uploading, changed, full: counted >= max };
}

export type PictureUploads = ReturnType<typeof usePictureUploads>;
