export {
  ACCEPTED_PICTURE_FORMAT_NAMES,
  encodeWebp,
  ImageRejectedError,
  type ImageRejection,
  inspectImage,
  MAX_INPUT_PIXELS,
  MAX_PICTURE_BYTES,
  type ProcessedPicture,
} from './decode.ts';
export {
  POST_PICTURE_LARGE_PX,
  POST_PICTURE_THUMB_PX,
  type ProcessedPostPicture,
  processPostPicture,
} from './postPicture.ts';
export { PROFILE_PICTURE_PX, processProfilePicture } from './profilePicture.ts';
