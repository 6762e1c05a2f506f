/**
 * The ratings' limits and texts (PRODUCT.md §27), zod-free: the seller's line and list on the landing pages import
 * them without the schemas (ratings.ts).
 */

export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;
export const RATING_COMMENT_MAX = 500;
export const RATING_ANSWER_MAX = 500;
export const RATING_REPORT_COMMENT_MAX = 1000;
/** Days from a conversation's first rating until it is published without the other side's. */
export const RATING_PUBLISH_DAYS = 14;
/** Ratings per page on the seller's page: every list's page size. */
export const RATING_PAGE_SIZE = 20;

export const ratingMessages = {
  conversationNotFound: 'Pokalbis nerastas.',
  notTwoSided: 'Įvertinti galėsite, kai abu parašysite bent po vieną žinutę.',
  alreadyRated: 'Šį pokalbį jau įvertinote.',
  windowClosed: 'Įvertinti nebegalima: nuo pirmojo įvertinimo praėjo 14 dienų.',
  otherErased: 'Pašnekovas ištrynė paskyrą: įvertinti nebegalima.',
  starsRange: 'Pasirinkite nuo 1 iki 5 žvaigždučių.',
  commentTooLong: `Komentaras gali būti ne ilgesnis kaip ${RATING_COMMENT_MAX} simbolių.`,
  created: 'Ačiū! Įvertinimą paskelbsime, kai įvertins ir kita pusė arba po 14 dienų.',
  pending: 'Paskelbsime, kai įvertins ir kita pusė arba po 14 dienų',
  notFound: 'Įvertinimas nerastas.',
  answerNotYours: 'Atsakyti į įvertinimą gali tik įvertintas žmogus.',
  alreadyAnswered: 'Į šį įvertinimą jau atsakėte.',
  answerEmpty: 'Parašykite atsakymą.',
  answerTooLong: `Atsakymas gali būti ne ilgesnis kaip ${RATING_ANSWER_MAX} simbolių.`,
  answered: 'Atsakymas paskelbtas.',
  reasonUnknown: 'Pasirinkite pranešimo priežastį.',
  commentRequired: 'Parašykite, kas netinka šiame įvertinime.',
  ownRating: 'Negalite pranešti apie savo įvertinimą.',
  alreadyReported: 'Jūs jau pranešėte apie šį įvertinimą.',
  reported: 'Ačiū, pranešimas išsiųstas. Moderatoriai jį peržiūrės.',
  reportNotFound: 'Pranešimas nerastas.',
  reportResolved: 'Pranešimas išnagrinėtas.',
  removed: 'Įvertinimas pašalintas. Autoriui išsiųstas sprendimo paaiškinimas.',
  alreadyRemoved: 'Šis įvertinimas jau pašalintas.',
  factsEmpty: 'Parašykite aplinkybes: ką autorius parašė netinkamai.',
} as const;
