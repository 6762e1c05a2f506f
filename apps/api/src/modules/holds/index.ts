// The holds module's public entry: what the rest of the API uses of it.

export { listedWordIn } from './bannedWords.service.ts';
export { releaseHeldPost } from './holdPost.ts';
export { holdsRoutes } from './holds.routes.ts';
export { holdIfReportedEnough } from './reportThreshold.ts';
export { holdForListedWord } from './wordHold.ts';
