/** Texts of 'Mano skelbimai' (/mano/skelbimai): the owner's list, its sale states and deleting; loaded with it. */
export const tmy = {
  empty: 'Dar neturite skelbimų. Įdėkite pirmąjį – tai užtruks kelias minutes.',
  status: {
    active: 'Aktyvus',
    expired: 'Pasibaigęs',
    blocked: 'Užblokuotas',
    deleted: 'Ištrintas',
    sold: 'Parduota',
    held: 'Laukia patikrinimo',
  },
  /** Under a held ad's chip: why, as the server wrote it. */
  held: 'Skelbimas nerodomas kitiems, kol jį peržiūrės moderatorius.',
  /** The owner's sale states: a 'Rezervuota' badge, and 'Parduota', which cannot be undone. */
  reserve: 'Rezervuota',
  unreserve: 'Atšaukti rezervaciją',
  markSold: 'Parduota',
  reservedDone: 'Skelbimas pažymėtas kaip rezervuotas.',
  unreservedDone: 'Rezervacija atšaukta.',
  soldDone: 'Skelbimas pažymėtas kaip parduotas: jo nebėra sąrašuose ir paieškoje.',
  soldOn: (date: string) => `Parduota ${date}`,
  views: (n: number) => `Peržiūros: ${n}`,
  expires: (date: string) => `Galioja iki ${date}`,
  expired: (date: string) => `Baigėsi ${date}`,
  edit: 'Redaguoti',
  renew: 'Pratęsti',
  delete: 'Ištrinti',
  renewed: (date: string) => `Skelbimas pratęstas iki ${date}.`,
  deleted: 'Skelbimas ištrintas.',
  confirmTitle: 'Ištrinti skelbimą?',
  confirmText: (title: string) => `Skelbimas „${title}“ bus ištrintas ir nebebus rodomas. To atšaukti negalėsite.`,
  confirmCancel: 'Atšaukti',
  confirmDelete: 'Ištrinti',
};
