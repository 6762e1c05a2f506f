import type { User } from '@skelbimai/contract';
import type { PictureSource } from '../accountApi.ts';

/** The own picture can always be chosen (and uploaded); Google's and Facebook's when the account has them. */
export function availableSources(user: User): PictureSource[] {
  const sources: PictureSource[] = ['local'];
  if (user.googlePictureUrl) sources.push('google');
  if (user.facebookPictureUrl) sources.push('facebook');
  return sources;
}

/** PRODUCT.md §4: Save is enabled only if the source changed or a local upload or delete happened. */
export function pictureSaveEnabled(state: {
  initialSource: PictureSource;
  source: PictureSource;
  localChanged: boolean;
}) {
  return state.source !== state.initialSource || state.localChanged;
}
