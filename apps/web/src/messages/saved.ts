/**
 * Texts of the saved ads' pages, the report dialog and moving a guest's saved ads to the account: loaded with
 * them, not with the first script (the buttons' own texts stay in lt.ts).
 */
export const tsv = {
  moveTitle: 'Išsaugoti skelbimai šioje naršyklėje',
  moveText: (favorites: number, hidden: number) =>
    `Šioje naršyklėje liko skelbimų, kuriuos žymėjote ar slėpėte neprisijungę (pažymėtų: ${favorites}, paslėptų: ${hidden}). Perkelti juos į paskyrą, kad matytumėte ir kituose įrenginiuose?`,
  moveYes: 'Perkelti į paskyrą',
  moveNo: 'Ne',
  moved: 'Skelbimai perkelti į paskyrą',
  bookmarkedEmpty: 'Dar nepažymėjote nė vieno skelbimo.',
  hiddenEmpty: 'Paslėptų skelbimų nėra.',
  bookmarkedIntro: 'Skelbimai, kuriuos pažymėjote žymės ženklu, kad rastumėte vėliau.',
  hiddenIntro: 'Šie skelbimai nerodomi sąrašuose. Akies ženklas prie skelbimo vėl jį parodo.',
  searchEmpty: 'Pagal paiešką nieko nerasta.',
  guestNote: 'Jūs neprisijungę: sąrašas saugomas tik šioje naršyklėje.',
  reportTitle: 'Pranešti apie skelbimą',
  reportReason: 'Priežastis',
  reportComment: 'Komentaras',
  reportCommentOptional: 'Komentaras (nebūtinas)',
  reportCommentRequired: (reason: string) => `Pasirinkus „${reason}“, parašykite, kas negerai su skelbimu.`,
  reportChooseReason: 'Pasirinkite priežastį.',
  reportSubmit: 'Pranešti',
  reportCancel: 'Atšaukti',
  reportReasonsError: 'Nepavyko įkelti priežasčių.',
};
