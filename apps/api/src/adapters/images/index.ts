export {
  ImageRejectedError,
  type ImageRejection,
  MAX_INPUT_PIXELS,
  MAX_PICTURE_BYTES,
  PROFILE_PICTURE_PX,
  type ProcessedPicture,
  processProfilePicture,
} from './profilePicture.ts';
