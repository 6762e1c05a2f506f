// The posts module's public entry: what the rest of the API uses of it.

export { loadAdminReports } from './adminReports.service.ts';
export { expireOverduePosts, renewPost } from './lifecycle.service.ts';
export { attributeConditions, attributeFiltersOf } from './list/attributes.ts';
export { filterConditions, type PostListQueryParsed } from './list/conditions.ts';
export { listPostsForViewer } from './list/guestLists.ts';
export { type SavedKind, savedSetCondition, savedTables } from './list/listConditions.ts';
export { rowsById } from './list/pageRead.ts';
export { locatedInOrNaming, placeWordsOf } from './list/places.ts';
export { searchCondition } from './list/search.ts';
export { blockPostIn } from './moderation.service.ts';
export {
  deletePictureFiles,
  deleteStalePictures,
  enforcePostPictureUploadLimit,
  STAGED_PICTURE_KEEP_MS,
  storeReencodedPicture,
  toPostPicture,
} from './pictures.service.ts';
export { postsRoutes } from './posts.routes.ts';
export { getPost, isModerator, toPost } from './posts.service.ts';
export { deleteUnreadPriceHistory } from './priceHistory.ts';
export { addToDailyStats } from './statistics.service.ts';
export { deleteOldViews } from './views.service.ts';
