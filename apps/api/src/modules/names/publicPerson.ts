import { type UserRow, users } from '../../db/schema/index.ts';

/** Public URL of a stored picture key (the local storage adapter serves DATA_DIR/uploads at /uploads/). */
export const uploadUrl = (key: string) => `/uploads/${key}`;

type PictureColumns = Pick<UserRow, 'pictureSource' | 'localPictureKey' | 'googlePictureUrl' | 'facebookPictureUrl'>;

/** The profile picture others see: the chosen source's, else none (the initials are drawn instead). */
export function profilePictureUrl(row: PictureColumns): string | null {
  const localPictureUrl = row.localPictureKey ? uploadUrl(row.localPictureKey) : null;
  const bySource = { local: localPictureUrl, google: row.googlePictureUrl, facebook: row.facebookPictureUrl };
  return bySource[row.pictureSource] ?? null;
}

/** The columns a public name and picture are made of (displayName, profilePictureUrl). */
export const publicPersonColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  fullName: users.fullName,
  pictureSource: users.pictureSource,
  localPictureKey: users.localPictureKey,
  googlePictureUrl: users.googlePictureUrl,
  facebookPictureUrl: users.facebookPictureUrl,
};
