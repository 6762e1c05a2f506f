// The messages module's public entry: what the rest of the API uses of it.

export { anonymiseConversationSide } from './anonymise.ts';
export { deleteOldMessageEvents } from './events.ts';
export { messagesRoutes } from './messages.routes.ts';
export { offersRoutes } from './offers.routes.ts';
export { deleteStaleMessagePictures, MESSAGE_PICTURE_FOLDER } from './pictures.service.ts';
export { registerMessageHub } from './register.ts';
export { scheduleUnreadMessageMails } from './unreadMail.ts';
