import { ACCEPTED_PICTURE_FORMAT_NAMES, MAX_INPUT_PIXELS, MAX_PICTURE_BYTES } from '../adapters/images/decode.ts';

/**
 * Lithuanian texts only the API says. Texts the web also shows live in the contract's catalogue
 * (errorMessages, validationMessages); keep both as catalogues, not literals in code.
 */
export const apiMessages = {
  malformedBody: 'Netinkamas užklausos turinys: nepavyko perskaityti JSON.',
  badRequest: 'Netinkama užklausa.',
  payloadTooLarge: 'Užklausa ar failas per didelis.',
  unsupportedMediaType: 'Nepalaikomas užklausos turinio tipas.',
  methodNotAllowed: 'Šis veiksmas negalimas.',
  /** The database cannot be reached (503 with Retry-After); also what /api/health says then. */
  serviceUnavailable: 'Paslauga laikinai nepasiekiama. Bandykite vėliau.',
  /** Picture uploads (http/multipartUpload.ts): more parts than the route's limit, or a body that cannot be parsed. */
  tooManyFiles: 'Vienu kartu galima įkelti tik vieną nuotrauką.',
  malformedUpload: 'Nepavyko perskaityti įkeliamo failo. Pabandykite įkelti dar kartą.',
  jsonTooDeep: 'Netinkamas užklausos turinys: per daug įdėtų sluoksnių.',
  crossSiteRefused: 'Užklausa iš kitos svetainės atmesta. Atnaujinkite puslapį ir bandykite dar kartą.',
} as const;

/**
 * Accounts. Each helper area adds its texts in its own block below; the web shows them as returned
 * (PRODUCT.md §5: server messages are shown per property).
 */
export const authMessages = {
  blocked: 'Jūsų paskyra užblokuota.',
  blockedUntil: (until: string) => `Jūsų paskyra užblokuota iki ${until}.`,
  /** Follows blocked or blockedUntil when the moderator gave a reason. */
  blockedReason: (reason: string) => `Priežastis: ${reason}`,

  // Password sign-in, registration, the profile and passwords (auth.routes.ts, auth.service.ts).
  /** One text for an unknown account and a wrong password alike, so the form reveals no accounts. */
  invalidCredentials: 'Neteisingas el. paštas, tel. numeris arba slaptažodis.',
  tooManySignInAttempts: (minutes: number) =>
    `Per daug nesėkmingų bandymų prisijungti. Pabandykite po ${minutes} min. arba prisijunkite su kodu.`,
  tooManyRegistrations: (minutes: number) => `Per daug registracijų iš šio tinklo. Pabandykite po ${minutes} min.`,
  identifierTaken: 'Šis el. paštas ar tel. numeris jau užregistruotas. Prisijunkite arba atkurkite prisijungimą.',
  commonPassword: 'Šis slaptažodis per dažnai naudojamas ir lengvai atspėjamas. Pasirinkite kitą.',
  passwordIsIdentifier: 'Slaptažodis negali sutapti su el. paštu ar tel. numeriu.',
  signedOut: 'Atsijungta.',
  currentPasswordWrong: 'Neteisingas dabartinis slaptažodis.',
  tooManyPasswordAttempts: (minutes: number) =>
    `Per daug neteisingų slaptažodžio bandymų. Pabandykite po ${minutes} min.`,
  passwordAlreadySet: 'Slaptažodis jau sukurtas. Jį pakeisti galite per slaptažodžio keitimą.',
  passwordChanged: 'Slaptažodis pakeistas. Kiti įrenginiai atjungti.',
  passwordCreated: 'Slaptažodis sukurtas.',
  nameChanged: 'Vardas pakeistas.',
  profileSaved: 'Profilis išsaugotas.',
  profileNotFound: 'Vartotojas nerastas.',

  // One-time codes: recovery sign-in, new password, e-mail and phone verification (codes.routes.ts).
  recoveryCodeSent:
    'Jei toks el. paštas ar tel. numeris užregistruotas, į jį išsiųstas prisijungimo kodas. Kodas galioja 15 minučių.',
  verificationCodeSent: 'Patvirtinimo kodas išsiųstas. Kodas galioja 15 minučių.',
  codeLimitReached: 'Kodą galima gauti ne daugiau kaip 3 kartus per 24 valandas. Pabandykite vėliau.',
  codeNotFound: 'Neteisingas kodas. Patikrinkite raides ir skaičius.',
  codeWrong: (triesLeft: number) => `Neteisingas kodas. Liko bandymų: ${triesLeft}.`,
  codeVoid: 'Kodas nebegalioja, nes 3 kartus buvo įvestas neteisingai. Gaukite naują kodą.',
  // Past the per-address ceiling of wrong entries from devices that did not ask for the code (DECISIONS #100).
  codeVoidForOtherDevices:
    'Šiam adresui per daug kartų įvestas neteisingas kodas. Įveskite kodą tame įrenginyje, kuriame jo prašėte, arba gaukite naują.',
  codeExpired: 'Kodo galiojimo laikas (15 minučių) baigėsi. Gaukite naują kodą.',
  codeUsed: 'Šis kodas jau panaudotas. Gaukite naują kodą.',
  resetTokenInvalid: 'Slaptažodžio keitimo laikas baigėsi arba jis jau pakeistas. Prisijunkite su nauju kodu.',
  newPasswordSaved: 'Naujas slaptažodis išsaugotas.',
  emailMissing: 'Paskyroje nenurodytas el. pašto adresas.',
  emailAlreadyConfirmed: 'El. pašto adresas jau patvirtintas.',
  emailAlreadyYours: 'Tai jau jūsų patvirtintas el. pašto adresas.',
  emailTaken: 'Šis el. pašto adresas jau naudojamas kitoje paskyroje.',
  emailConfirmed: 'El. pašto adresas patvirtintas.',
  emailChanged: 'El. pašto adresas pakeistas ir patvirtintas.',
  phoneMissing: 'Paskyroje nenurodytas tel. numeris.',
  phoneAlreadyConfirmed: 'Tel. numeris jau patvirtintas.',
  phoneAlreadyYours: 'Tai jau jūsų patvirtintas tel. numeris.',
  phoneTaken: 'Šis tel. numeris jau naudojamas kitoje paskyroje.',
  phoneConfirmed: 'Tel. numeris patvirtintas.',
  phoneChanged: 'Tel. numeris pakeistas ir patvirtintas.',

  // Social sign-in and profile pictures (social.routes.ts, pictures.routes.ts; the file itself: pictureMessages).
  googleNotConfigured: 'Prisijungimas per Google šioje svetainėje neįjungtas.',
  facebookNotConfigured: 'Prisijungimas per Facebook šioje svetainėje neįjungtas.',
  googleTokenInvalid: 'Nepavyko patvirtinti prisijungimo per Google. Bandykite prisijungti dar kartą.',
  facebookTokenInvalid: 'Nepavyko patvirtinti prisijungimo per Facebook. Bandykite prisijungti dar kartą.',
  googleUnavailable: 'Nepavyko susisiekti su Google. Pabandykite vėliau.',
  facebookUnavailable: 'Nepavyko susisiekti su Facebook. Pabandykite vėliau.',
  googleLinkedToOther: 'Šis el. pašto adresas jau susietas su kita Google paskyra.',
  facebookLinkedToOther: 'Šis el. pašto adresas jau susietas su kita Facebook paskyra.',
  pictureUploaded: 'Nuotrauka įkelta.',
  pictureDeleted: 'Nuotrauka ištrinta.',
  pictureNoLocal: 'Pirmiausia įkelkite nuotrauką.',
  pictureNoGoogle: 'Paskyra nesusieta su Google arba Google paskyroje nėra nuotraukos.',
  pictureNoFacebook: 'Paskyra nesusieta su Facebook arba Facebook paskyroje nėra nuotraukos.',
  pictureSourceChanged: 'Nuotrauka pakeista.',
  pictureUserNotFound: 'Vartotojas nerastas.',
} as const;

/** Ads: pictures, phone reveal, renewal (modules/posts). File messages name the file. */
export const postApiMessages = {
  /** A new ad repeating one of the seller's own (posts/duplicates.ts). */
  duplicateAd: (id: number, title: string) =>
    `Tokį skelbimą jau turite: „${title}“ (nr. ${id}). Antrą kartą jo dėti nereikia – pratęskite esamą skelbimą puslapyje „Mano skelbimai“.`,
  tooManyUploads: 'Per daug įkeltų nuotraukų per valandą. Pabandykite vėliau.',
  tooManyPictures: (max: number) => `Skelbime gali būti ne daugiau kaip ${max} nuotraukų.`,
  pictureUnknown: 'Nuotrauka nerasta arba ji ne jūsų. Įkelkite ją iš naujo.',
  pictureRepeated: 'Ta pati nuotrauka nurodyta kelis kartus.',
  tooManyPhoneRequests: 'Per daug tel. numerio peržiūrų. Pabandykite po valandos.',
  renewBlocked: 'Užblokuoto skelbimo atnaujinti negalima.',
  renewed: 'Skelbimo galiojimas pratęstas 30 dienų.',
  renewSold: 'Parduoto skelbimo atnaujinti negalima.',
  notOwner: 'Tai galite padaryti tik su savo skelbimu.',
  reserveNotActive: 'Rezervuoti galima tik galiojantį skelbimą.',
  sellBlocked: 'Užblokuoto skelbimo pažymėti parduotu negalima.',
  reserved: 'Skelbimas pažymėtas kaip rezervuotas.',
  unreserved: 'Rezervacija atšaukta.',
  sold: 'Skelbimas pažymėtas kaip parduotas.',
} as const;

/** 'JPEG, PNG, WebP, GIF arba AVIF': exactly the formats decode.ts accepts. */
const acceptedFormats = `${ACCEPTED_PICTURE_FORMAT_NAMES.slice(0, -1).join(', ')} arba ${ACCEPTED_PICTURE_FORMAT_NAMES.at(-1)}`;
const megabytes = MAX_PICTURE_BYTES / (1024 * 1024);
const megapixels = MAX_INPUT_PIXELS / 1_000_000;

/**
 * The uploaded picture file, the same on both upload routes (ad pictures and profile pictures,
 * http/pictureUpload.ts): one message per case, each naming the file and the rule it broke.
 */
export const pictureMessages = {
  required: 'Pasirinkite nuotrauką.',
  empty: (file: string) => `Failas „${file}“ tuščias. Pasirinkite kitą nuotrauką.`,
  notImage: (file: string) => `Failas „${file}“ nėra paveikslėlis. Tinka ${acceptedFormats} nuotraukos.`,
  unsupported: (file: string, format: string) =>
    `Failo „${file}“ formatas (${format.toUpperCase()}) netinka. Tinka ${acceptedFormats} nuotraukos.`,
  heic: (file: string) =>
    `Failo „${file}“ formatas (HEIC) netinka. Išsaugokite nuotrauką JPEG formatu ir įkelkite dar kartą.`,
  tooLarge: (file: string) => `Failas „${file}“ per didelis: nuotrauka gali būti ne didesnė kaip ${megabytes} MB.`,
  tooManyPixels: (file: string) => `Nuotrauka „${file}“ per didelė: ne daugiau kaip ${megapixels} megapikselių.`,
} as const;

/** The user's own account: deletion (modules/account). */
export const accountMessages = {
  confirmationNeeded: 'Įveskite slaptažodį arba gautą kodą, kad patvirtintumėte paskyros ištrynimą.',
  codeIncomplete: 'Įveskite visą kodą: raides ir skaičius.',
  passwordWrong: 'Neteisingas slaptažodis.',
  noAddressForCode: 'Paskyra neturi el. pašto ar tel. numerio, į kurį galėtume išsiųsti kodą.',
  deleteCodeSent: 'Paskyros ištrynimo kodas išsiųstas. Kodas galioja 15 minučių.',
  deleted: 'Paskyra ištrinta. Visos sesijos baigtos.',
  /** The confirmation sent after the deletion, to the address the account had. */
  deletedMailSubject: (siteName: string) => `Paskyra ištrinta – ${siteName}`,
  deletedMailText: (siteName: string) =>
    [
      'Sveiki,',
      '',
      `jūsų paskyra portale ${siteName} ištrinta jūsų prašymu.`,
      'Skelbimai, nuotraukos, pažymėti ir paslėpti skelbimai bei prisijungimo duomenys pašalinti, visos sesijos baigtos.',
      'Mokėjimų, užsakymų ir piniginės įrašai saugomi be jūsų asmens duomenų, kaip reikalauja apskaitos taisyklės.',
      '',
      'Jei to nedarėte, nedelsdami susisiekite su mumis atsakydami į šį laišką.',
      '',
      siteName,
    ].join('\n'),
  deletedSms: (siteName: string) => `${siteName}: jūsų paskyra ištrinta jūsų prašymu.`,
  /** The data export's link. */
  exportMailSubject: (siteName: string) => `Jūsų duomenys paruošti – ${siteName}`,
  exportMailText: (siteName: string, link: string) =>
    [
      'Sveiki,',
      '',
      `paruošėme archyvą su visais duomenimis, kuriuos apie jus saugo ${siteName}. Atsisiųskite jį čia:`,
      '',
      link,
      '',
      'Nuoroda veikia vieną kartą ir galioja 7 dienas. Jei duomenų neprašėte, pakeiskite slaptažodį.',
      '',
      siteName,
    ].join('\n'),
  exportSms: (siteName: string, link: string) =>
    `${siteName}: jūsų duomenų archyvas (nuoroda veikia vieną kartą, 7 dienas): ${link}`,
  exportStarted: 'Ruošiame jūsų duomenų archyvą. Kai jis bus paruoštas, atsiųsime nuorodą.',
  exportLinkGone:
    'Nuoroda nebegalioja: archyvą galima atsisiųsti tik vieną kartą per 7 dienas. Užsakykite naują paskyros puslapyje.',
} as const;
