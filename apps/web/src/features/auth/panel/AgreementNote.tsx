import { paths } from '../../../lib/paths.ts';
import { ta } from '../../../messages/account.ts';
import { Text } from '../../../ui/Text/Text.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import styles from './panel.module.css';

/** The consent note under the sign-in forms; both documents live on /rules. */
export function AgreementNote() {
  const { before, rules, middle, privacy, after } = ta.agreement;
  return (
    <Text variant="caption" tone="secondary" className={styles.centred}>
      {before}
      <TextLink to={`${paths.rules}#taisykles`}>{rules}</TextLink>
      {middle}
      <TextLink to={`${paths.rules}#privatumas`}>{privacy}</TextLink>
      {after}
    </Text>
  );
}
