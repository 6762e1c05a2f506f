/**
 * Texts of the dialog reporting illegal content (the ad page's 'Pranešti apie neteisėtą turinį'): loaded with
 * it; the button's own text stays in lt.ts.
 */
export const tn = {
  title: 'Pranešti apie neteisėtą turinį',
  intro:
    'Jei manote, kad skelbimas pažeidžia įstatymus, parašykite, kodėl. Pranešimą išnagrinės moderatorius, o sprendimą išsiųsime el. paštu.',
  reason: 'Priežastis',
  explanation: 'Paaiškinimas',
  email: 'El. paštas',
  emailHint: 'Čia atsiųsime patvirtinimą ir sprendimą.',
  submit: 'Siųsti',
  cancel: 'Atšaukti',
  failed: 'Nepavyko išsiųsti pranešimo. Bandykite dar kartą.',
};
