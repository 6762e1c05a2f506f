// Public surface of the messages feature (PRODUCT.md §10): the layout's live stream and badges, the ad page's button.
export { AcceptedOfferNote } from './AcceptedOfferNote.tsx';
export { AdConversationCount } from './AdConversationCount.tsx';
export { MessagesButton, UnreadChip } from './MessagesButton.tsx';
export { MessagesLive, useUnreadCount } from './MessagesLive.tsx';
export { WriteToSeller } from './WriteToSeller.tsx';
