/** Texts of the pricing page: its own chunk's, not the first script's. */
export const tpricing = {
  servicesTitle: 'Mokamos paslaugos',
  servicesIntro:
    'Mokamos paslaugos padeda skelbimui išsiskirti. Jas galite užsakyti savo skelbimui, apmokėdami iš sąskaitos likučio.',
  packsTitle: 'Paslaugų paketai',
  packsIntro: 'Paketai sujungia kelias paslaugas už mažesnę kainą.',
  duration: (days: number) => `Galioja ${days} d.`,
  oneOff: 'Vienkartinė paslauga',
  includes: 'Į paketą įeina:',
  loadError: 'Nepavyko įkelti kainų. Bandykite vėliau.',
  freeNote: 'Skelbti ir atnaujinti skelbimus galima nemokamai; mokamos tik papildomos paslaugos.',
};
