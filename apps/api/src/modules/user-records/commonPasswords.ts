import { authMessages } from '../../http/messages.ts';

/**
 * Passwords people pick most often (public breach lists, plus Lithuanian favourites), only those of 8 or more
 * characters since shorter ones fail the length rule anyway. Registration and every password change refuse
 * them, compared case-insensitively: an attacker tries exactly these first. No composition rules otherwise.
 */
const COMMON_PASSWORDS = `
12345678 123456789 1234567890 12345678910 123123123 123321123 1234554321 0123456789 0987654321 987654321
9876543210 87654321 11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 33333333 44444444
55555555 66666666 77777777 88888888 99999999 12121212 11223344 112233445566 123456789a 123456789q 12341234
12344321 123qweasd 123qweasdzxc 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 zaq12wsx
zaq1zaq1 zaq1xsw2 qazwsxedc qazwsx123 qwerty123 qwerty1234 qwerty12345 qwertyui qwertyuiop qwerty12 qwer1234
qwertzuiop asdfghjk asdfghjkl asdf1234 asdfasdf zxcvbnm1 zxcvbnm123 zxcvbnma 1234qwer 12345qwert 123456qwerty
qweasdzxc qweqweqwe q1w2e3r4 q1w2e3r4t5 a1b2c3d4 a1s2d3f4 abcd1234 abcdefgh abc12345 abc123456 abcdef123
aa123456 aa12345678 a12345678 a123456789 aaaaaaaa abcabcabc password password1 password12 password123
password1234 passw0rd p@ssw0rd p@ssword pa55word pa55w0rd password! passwort passwort1 motdepasse contraseña
wachtwoord salasana haslo123 haslo1234 parola123 parolparol iloveyou iloveyou1 iloveyou2 iloveyou123
loveyou1 lovelove lovely123 sunshine sunshine1 princess princess1 football football1 baseball basketball
superman batman123 spiderman starwars pokemon123 computer computer1 internet whatever trustno1 letmein1
letmein123 welcome1 welcome123 welcome! changeme changeme123 default1 administrator admin123 admin1234
admin12345 adminadmin administrator1 root1234 rootroot test1234 test12345 testtest tester123 guest123
user1234 username 1234abcd 12345abc michael1 jennifer charlie1 jordan23 dragon12 dragon123 monkey12
monkey123 master12 master123 shadow12 shadow123 killer123 freedom1 mustang1 liverpool chelsea1 arsenal1
barcelona realmadrid manchester juventus metallica nirvana1 blink182 eminem123 michelle jessica1 daniel123
andrew123 matthew1 thomas123 robert123 anthony1 joshua12 nicole123 ashley123 hannah123 samsung1 samsung123
nokia123 iphone123 google123 facebook facebook1 instagram youtube123 minecraft fortnite roblox123 hello123
hello1234 helloworld goodluck1 blahblah whatever1 asdasdasd asdqwe123 qwe123qwe zxc123zxc 159753159 147258369
123654789 741852963 789456123 963852741 147852369 1478963250 159357456 789456123a 1029384756 5201314520
31415926 3141592653 19841984 19851985 19861986 19871987 19881988 19891989 19901990 19911991 19921992
19931993 19941994 19951995 19961996 19971997 19981998 19992000 20002000 20012001 20102010 20202020
01012000 01011990 01011980 12345678a 12345678q 1234567a 1234567q secret123 secret12 mypassword mypass123
newpassword newpass123 oldpassword passpass pass1234 pass12345 password01 password11 security1 private1
access14 access123 login123 login1234 logmein1 letmeinnow baseball1 playboy1 soccer12 hockey123 tennis123
cookie123 cheese123 chocolate butterfly flower123 summer123 summer2020 summer2023 summer2024 winter123
winter2023 autumn123 spring123 january1 monday123 friday13 december1 september 11111111a 1111aaaa 1a2b3c4d
qwaszx12 qazxsw12 poiuytrewq lkjhgfdsa mnbvcxz1 1234asdf 4815162342 012345678 00000001 10203040 1020304050
slaptazodis slaptažodis slaptazodis1 slaptazodis123 slaptazodis12 slaptas123 slaptas1 manoslaptazodis
labas123 labas1234 labasrytas labadiena lietuva1 lietuva123 lietuva1234 lietuvaa vilnius1 vilnius123
kaunas123 klaipeda1 klaipeda123 siauliai panevezys kedainiai kedainiai1 kedainiai123 zalgiris zalgiris1
zalgiris123 krepsinis krepsinis1 mamytė123 mamyte123 mamyte12 tetis123 myliutave myliu123 myliutave1
saulute1 saulute123 kompiuteris internetas skelbimai skelbimai1 skelbimai123 sveiki123 qwertyuiop1
jonas123 tomas123 mantas123 lukas123 andrius1 darius123 petras123 ruta1234 greta123 laura123 egle1234
`;

const commonPasswords: ReadonlySet<string> = new Set(
  COMMON_PASSWORDS.split(/\s+/).filter((password) => password.length >= 8),
);

/** How many passwords the list holds (for the test that it stays a useful size). */
export const commonPasswordCount = commonPasswords.size;

/**
 * Whether a password is one attackers try first: on the list (case-insensitive, surrounding spaces ignored), or
 * one character repeated ('aaaaaaaa', '........').
 */
export function isCommonPassword(password: string): boolean {
  const normalized = password.trim().toLowerCase();
  if (commonPasswords.has(normalized)) return true;
  return normalized.length > 0 && [...normalized].every((character) => character === normalized[0]);
}

/**
 * Forms of the account's own e-mail and phone a password must not be: the address, its part before '@', the
 * E.164 number and its Lithuanian national form ('8 6xx xxxxx').
 */
function identifierForms(identifiers: readonly (string | null | undefined)[]): Set<string> {
  const forms = new Set<string>();
  for (const raw of identifiers) {
    const value = raw?.trim().toLowerCase();
    if (!value) continue;
    forms.add(value);
    if (value.includes('@')) {
      forms.add(value.slice(0, value.lastIndexOf('@')));
      continue;
    }
    const digits = value.replace(/[^\d]/g, '');
    forms.add(digits);
    if (digits.startsWith('370')) forms.add(`8${digits.slice(3)}`);
  }
  return forms;
}

/**
 * Why a new password is refused beyond its length (which the schema checks), as the message to show under the
 * field, or null: a common password, or the account's own e-mail or phone. The same rule for registration, a
 * password change, setting a first password and a new password after recovery.
 */
export function passwordProblem(
  password: string,
  identifiers: readonly (string | null | undefined)[] = [],
): string | null {
  if (isCommonPassword(password)) return authMessages.commonPassword;
  const candidate = password.trim().toLowerCase();
  const forms = identifierForms(identifiers);
  if (forms.has(candidate) || forms.has(candidate.replace(/[\s-]/g, ''))) return authMessages.passwordIsIdentifier;
  return null;
}
