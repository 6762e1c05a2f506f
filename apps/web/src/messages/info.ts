/** Texts of the information pages (information, rules, tips): their own chunks', not the first script's. */
export const tinfo = {
  rulesHeading: 'Portalo taisyklės',
  privacyHeading: 'Privatumo politika',
  inspireIntro:
    'Geras skelbimas parduoda greičiau ir už geresnę kainą. Štai ką verta padaryti prieš paspaudžiant „Skelbti“.',
  phone: 'Telefonas',
  email: 'El. paštas',
  facebookPageHint: 'Naujienos ir pranešimai',
  facebookGroupHint: 'Bendruomenės skelbimai ir diskusijos',
};
