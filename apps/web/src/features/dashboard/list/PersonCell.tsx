import type { PersonRef } from '@skelbimai/contract';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import styles from './PersonCell.module.css';
import { emailParts, personDetail, personName } from './people.ts';

/**
 * An e-mail that may wrap after '@' (<wbr>). Its container says what happens to a part still wider than
 * the column: in a table 'break-word' (the column never gets narrower than the longest part, so no
 * mid-word breaks), in a phone's card 'anywhere' (never wider than the screen).
 */
export function EmailText({ email }: { email: string }) {
  const parts = emailParts(email);
  if (!parts) return <>{email}</>;
  return (
    <>
      {parts[0]}
      <wbr />
      {parts[1]}
    </>
  );
}

/**
 * A person in a dashboard list: the name (a link that filters the list to them, when given) and the e-mail
 * under it. The full id stays in the tooltip for support questions.
 */
export function PersonCell({ person, to, label }: { person: PersonRef; to?: string; label?: string }) {
  const name = personName(person);
  const detail = personDetail(person);
  const nameText = name === person.email ? <EmailText email={name} /> : name;
  return (
    <div className={styles.person} title={person.id}>
      {to ? (
        <TextLink to={to} aria-label={label}>
          {nameText}
        </TextLink>
      ) : (
        nameText
      )}
      {detail && (
        <div className={styles.detail}>
          <EmailText email={detail} />
        </div>
      )}
    </div>
  );
}
