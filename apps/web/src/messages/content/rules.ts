import { type ContentSection, contactLine, type SiteFacts } from './types.ts';

/** /rules, first part: how the portal may be used. */
export const portalRules = (site: SiteFacts): ContentSection[] => [
  {
    heading: '1. Bendrosios nuostatos',
    paragraphs: [
      `Šios taisyklės nustato, kaip naudotis skelbimų portalu „${site.siteName}“ (toliau – Portalas). Naršydami, registruodamiesi ar skelbdami skelbimą sutinkate su šiomis taisyklėmis ir privatumo politika.`,
      'Portalas yra skelbimų lenta. Jis nėra pirkimo, pardavimo, nuomos ar paslaugų sandorių šalis, netikrina skelbiamų prekių ir neatsako už vartotojų tarpusavio susitarimus.',
    ],
  },
  {
    heading: '2. Registracija ir paskyra',
    bullets: [
      'Užsiregistruoti galima el. pašto adresu arba telefono numeriu, prisijungti – ir per Google ar Facebook paskyrą.',
      'Slaptažodis turi būti sudarytas bent iš 8 simbolių. Niekam jo nesakykite: už veiksmus jūsų paskyroje atsakote jūs.',
      'Pamiršę slaptažodį, prisijunkite vienkartiniu kodu, kurį atsiunčiame el. paštu arba SMS žinute. Kodą galima gauti ne daugiau kaip 3 kartus per parą, jis galioja 15 minučių.',
      'Pažeidus šias taisykles, paskyra gali būti užblokuota laikinai arba neterminuotai. Kol paskyra užblokuota, jos skelbimai nerodomi.',
    ],
  },
  {
    heading: '3. Skelbimų taisyklės',
    bullets: [
      'Skelbimas turi būti tikras, aktualus ir įdėtas į tinkamą kategoriją bei subkategoriją.',
      'Pavadinimas – nuo 5 iki 100 simbolių, aprašymas – iki 5 000 simbolių. Nuotraukose turi būti rodomas būtent siūlomas daiktas, būstas ar paslauga.',
      'Vienas daiktas ar paslauga – vienas skelbimas. Nekartokite to paties skelbimo: jei norite, kad jis vėl būtų sąrašo viršuje, iškelkite esamą.',
      'Nurodykite tikrą kainą. Jei kainos nenurodysite, bus rodoma „Sutartinė“; 0 € reiškia „Nemokamai“.',
      'Skelbimas galioja 30 dienų. Savininkas jį gali nemokamai pratęsti; pasibaigusio skelbimo kiti vartotojai nemato.',
      'Parduotą ar nebeaktualų skelbimą ištrinkite, kad pirkėjai veltui neskambintų.',
    ],
  },
  {
    heading: '4. Ką skelbti draudžiama',
    bullets: [
      'Prekes ir paslaugas, kuriomis prekiauti Lietuvoje draudžiama arba leidžiama tik turint leidimą: ginklus ir šaudmenis, narkotines ir psichotropines medžiagas, receptinius vaistus, alkoholį ir tabako gaminius, pirotechniką, padirbtas ar vogtas prekes, asmens dokumentus.',
      'Saugomus gyvūnus ir augalus, jų dalis.',
      'Įžeidžiantį, diskriminuojantį, neapykantą ar smurtą kurstantį, suaugusiesiems skirtą turinį.',
      'Kitų žmonių asmens duomenis, nuotraukas ar tekstus be jų sutikimo.',
      'Piramidžių schemas, „greito uždarbio“, paskolų be patikrinimo ir kitus apgaulingus pasiūlymus.',
      'Skelbimus, kuriais tik reklamuojama kita svetainė, o ne siūloma konkreti prekė ar paslauga.',
    ],
  },
  {
    heading: '5. Moderavimas ir pranešimai',
    paragraphs: [
      'Pastebėję netinkamą skelbimą, jo puslapyje paspauskite „Pranešti“ ir pasirinkite priežastį. Moderatoriai pranešimus peržiūri ir, jei skelbimas pažeidžia taisykles, jį užblokuoja.',
      'Administracija gali be atskiro įspėjimo pakeisti netinkamai parinktą kategoriją, užblokuoti ar pašalinti taisyklių neatitinkantį skelbimą. Už tokio skelbimo mokamas paslaugas sumokėti pinigai negrąžinami.',
    ],
  },
  {
    heading: '6. Saugūs sandoriai',
    bullets: [
      'Susitikite viešoje vietoje ir daiktą apžiūrėkite prieš mokėdami.',
      'Nemokėkite avanso nepažįstamiems asmenims ir niekam nesiųskite kortelės duomenų, slaptažodžių ar patvirtinimo kodų. Portalo administracija jų niekada neprašo.',
      'Būkite atsargūs, jei „pirkėjas“ siūlo sumokėti daugiau, nei prašote, siūlo savo „kurjerį“ arba atsiunčia nuorodą „pinigams gauti“.',
      'Įtarę sukčiavimą, praneškite apie skelbimą ir kreipkitės į policiją.',
    ],
  },
  {
    heading: '7. Mokamos paslaugos',
    paragraphs: [
      'Skelbti nemokama. Norėdami, kad skelbimas būtų labiau matomas, galite užsakyti mokamas paslaugas (iškėlimą, paryškinimą, TOP vietą ir kt.). Jos apmokamos iš sąskaitos likučio, kurį galima papildyti mokėjimo kortele. Kainos skelbiamos puslapyje „Kainos“.',
      'Užsakyta paslauga pradedama teikti iš karto, kai už ją sumokama iš sąskaitos.',
    ],
  },
  {
    heading: '8. Atsakomybė ir taisyklių keitimas',
    paragraphs: [
      'Už skelbimo turinį atsako jį paskelbęs vartotojas. Stengiamės, kad Portalas veiktų be pertrūkių, tačiau negalime garantuoti, kad techninių sutrikimų nebus.',
      `Taisyklės gali būti keičiamos; nauja redakcija galioja nuo jos paskelbimo šiame puslapyje. Klausimų turite? Rašykite ${contactLine(site)}.`,
    ],
  },
];

/** /rules, second part: the privacy policy. Only facts true of this software are stated. */
export const privacyPolicy = (site: SiteFacts): ContentSection[] => [
  {
    heading: 'Kas tvarko jūsų duomenis',
    paragraphs: [
      `Asmens duomenis tvarko portalo „${site.siteName}“ administratorius. Susisiekti su juo galite ${contactLine(site)}.`,
    ],
  },
  {
    heading: 'Kokius duomenis renkame',
    bullets: [
      'Paskyros duomenis: el. pašto adresą ir (ar) telefono numerį, vardą ar slapyvardį, profilio nuotrauką. Slaptažodis saugomas tik kaip negrįžtama maiša – jo paties nežinome.',
      'Skelbimų turinį ir nuotraukas. Įkeliant nuotraukas, iš jų pašalinami visi metaduomenys, tarp jų GPS koordinatės.',
      'Sąskaitos papildymų, užsakymų ir mokėjimų istoriją. Mokėjimo kortelės duomenų negauname – juos tvarko mokėjimų paslaugų teikėjas.',
      'Techninius duomenis: prisijungimo sesijos slapuką ir IP adresą, reikalingus saugumui ir piktnaudžiavimui užkardyti.',
    ],
  },
  {
    heading: 'Kam juos naudojame',
    bullets: [
      'Paskyrai sukurti, prisijungti ir ją atkurti (sutarties vykdymas).',
      'Skelbimams rodyti, o pirkėjams – susisiekti su pardavėju (sutarties vykdymas).',
      'Mokėjimams ir apskaitai (sutarties vykdymas ir teisinė prievolė).',
      'Sukčiavimui ir taisyklių pažeidimams nustatyti (teisėtas interesas).',
    ],
  },
  {
    heading: 'Slapukai ir naršyklės atmintis',
    paragraphs: [
      'Naudojame tik slapukus, be kurių svetainė neveiktų, todėl sutikimo jiems neklausiame. Reklaminių, analitinių ir sekimo slapukų nenaudojame.',
    ],
    bullets: [
      '„sid“ – prisijungimo sesija: galioja, kol uždarote naršyklę (ne ilgiau kaip 12 val. neveikimo), o pažymėjus „Prisiminti mane“ – 30 dienų.',
      '„signed_in“ – žyma, kad esate prisijungę, kad puslapis iškart rodytų jūsų meniu; joje nėra jokių duomenų ir ji galioja tiek pat, kiek sesija.',
      '„device“ – atsitiktinis šios naršyklės žymuo (1 metai): pagal jį neteisingai įvesti kodai ir prisijungimo bandymai skaičiuojami šiai naršyklei, o ne visiems.',
      'Neprisijungusių lankytojų pažymėti ir paslėpti skelbimai saugomi tik naršyklės atmintyje („favorite-posts“, „hidden-posts“) ir mums neperduodami.',
    ],
  },
  {
    heading: 'Kam duomenys perduodami',
    paragraphs: [
      'Duomenų neparduodame. Jie perduodami tik tiek, kiek būtina paslaugai suteikti: mokėjimų paslaugų teikėjui – mokėjimui atlikti; el. pašto ir SMS siuntimo paslaugų teikėjams – prisijungimo ir patvirtinimo kodams išsiųsti; Google ar Facebook – tik jei pasirenkate prisijungti jų paskyra.',
    ],
  },
  {
    heading: 'Kiek laiko saugome',
    bullets: [
      'Paskyros duomenis, skelbimus ir jų nuotraukas – kol turite paskyrą (pasibaigę skelbimai lieka jūsų sąraše, kol juos ištrinate).',
      'Skelbimų statistiką (peržiūros, tel. numerio parodymai, įsiminimai per dieną, be lankytojų duomenų) – kol yra skelbimas. Kas peržiūrėjo skelbimą (prisijungusio – paskyra, kitų – negrįžtama IP adreso ir naršyklės maiša), saugome ne ilgiau kaip dvi paras, kad peržiūra būtų skaičiuojama kartą per dieną.',
      'Prisijungimo sesijas – iki jų galiojimo pabaigos. Vienkartiniai kodai galioja 15 minučių; saugoma tik jų maiša.',
      'Išsiųstus laiškus ir SMS – 7 dienas (nepavykusius – 30 dienų), kad galėtume atsakyti, ar laiškas išėjo.',
      'Duomenų archyvą, kurį užsakėte, – kol jį atsisiunčiate, bet ne ilgiau kaip 7 dienas.',
      'Mokėjimų, užsakymų ir piniginės įrašus – tiek, kiek reikalauja apskaitos įstatymai, ir po paskyros ištrynimo, tačiau be jūsų vardo, el. pašto ir telefono.',
    ],
  },
  {
    heading: 'Jūsų teisės',
    paragraphs: [
      'Pagal Bendrąjį duomenų apsaugos reglamentą galite susipažinti su savo duomenimis, juos ištaisyti, ištrinti, apriboti jų tvarkymą, nesutikti su tvarkymu ir gauti juos perkelti.',
      'Visus duomenis, kuriuos apie jus saugome, galite atsisiųsti patys: puslapyje „Mano paskyra“ paspauskite „Atsisiųsti mano duomenis“. Paruoštą ZIP archyvą (JSON failai ir nuotraukos) atsiųsime nuoroda el. paštu; ji veiks vieną kartą 7 dienas.',
      'Paskyrą galite ištrinti patys ten pat, mygtuku „Ištrinti paskyrą“, patvirtinę slaptažodžiu ar gautu kodu: skelbimai, nuotraukos ir asmens duomenys pašalinami, visos sesijos baigiamos, o patvirtinimą atsiunčiame el. paštu.',
      `Vardą, el. paštą, telefoną ir nuotrauką galite pakeisti paskyros nustatymuose, o dėl kitų klausimų kreipkitės ${contactLine(site)}.`,
      'Jei manote, kad duomenys tvarkomi netinkamai, galite pateikti skundą Valstybinei duomenų apsaugos inspekcijai.',
    ],
  },
];
