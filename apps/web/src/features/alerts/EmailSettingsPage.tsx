import type { EmailSetting } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/errorText.ts';
import { api } from '../../api/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { tal } from '../../messages/alerts.ts';
import { t } from '../../messages/lt.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { Switch } from '../../ui/Choice/Choice.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import { usePageTitle } from '../site/index.ts';
import styles from './alerts.module.css';
import { PushSettings } from './PushSettings.tsx';

const settingsKey = ['notifications', 'settings'] as const;

/**
 * /mano/pranesimai: which kinds of e-mail the account gets, one switch each (the same store the one-click
 * unsubscribe of each e-mail writes to, so a switch turned off by a link shows off here). Saved searches'
 * alerts have their own frequency on /mano/paieskos. Below them the phone notifications (PushSettings).
 */
export default function EmailSettingsPage() {
  usePageTitle(t.pages.notifications);
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<EmailSetting[]>('/api/notifications/settings', undefined, signal),
  });
  const update = useMutation({
    mutationFn: (setting: EmailSetting) => api.post<EmailSetting[]>('/api/notifications/update', setting),
    // The API answers with every setting as stored: the switches show what the server keeps.
    onSuccess: (stored) => queryClient.setQueryData(settingsKey, stored),
  });

  return (
    <>
      <PageHeading>{t.pages.notifications}</PageHeading>
      <Card padded={false} className={styles.box}>
        <Text id="email-settings-lead" className={styles.lead}>
          {tal.settings.lead}
        </Text>
        {settings.error ? (
          <Alert severity="error">{errorText(settings.error)}</Alert>
        ) : !settings.data ? (
          <div aria-busy="true">
            <Skeleton shape="rect" height={120} />
          </div>
        ) : (
          <fieldset aria-labelledby="email-settings-lead" className={styles.switches}>
            {settings.data.map((setting) => (
              <Switch
                key={setting.kind}
                label={tal.settings.kinds[setting.kind]}
                checked={setting.enabled}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ kind: setting.kind, enabled: event.target.checked })}
              />
            ))}
          </fieldset>
        )}
        {update.isError && (
          <Alert severity="error" className={styles.note}>
            {errorText(update.error)}
          </Alert>
        )}
      </Card>
      <PushSettings />
    </>
  );
}
