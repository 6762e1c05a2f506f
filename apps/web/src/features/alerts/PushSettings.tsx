import type { PushSetting, PushSettings as PushSettingsData } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../api/errorText.ts';
import { api } from '../../api/index.ts';
import { tal } from '../../messages/alerts.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { Switch } from '../../ui/Choice/Choice.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import styles from './alerts.module.css';
import {
  currentSubscription,
  type PushSupport,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './pushDevice.ts';

const pushSettingsKey = ['push', 'settings'] as const;

/**
 * /mano/pranesimai's phone notifications (PRODUCT.md §30): 'Leisti pranešimus telefone' asks the browser's
 * permission and subscribes this device; one switch per kind, stored for the account (every device of it). The
 * e-mails above go on either way, so a person who does not allow notifications misses nothing.
 */
export function PushSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: pushSettingsKey,
    queryFn: ({ signal }) => api.get<PushSettingsData>('/api/push/settings', undefined, signal),
  });
  const update = useMutation({
    mutationFn: (setting: PushSetting) => api.post<PushSettingsData>('/api/push/settings/update', setting),
    onSuccess: (stored) => queryClient.setQueryData(pushSettingsKey, stored),
  });
  // Read after hydration: the server cannot know this browser's permission or subscription.
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    setSupport(pushSupport());
    currentSubscription()
      .then((subscription) => setSubscribed(subscription !== null))
      .catch(() => setSubscribed(false));
  }, []);
  const device = useMutation({
    mutationFn: async (allow: boolean) => {
      if (!allow) {
        await unsubscribeThisDevice();
        return false;
      }
      return subscribeThisDevice();
    },
    onSuccess: (nowSubscribed, allow) => {
      setSubscribed(nowSubscribed);
      setRefused(allow && !nowSubscribed);
      setSupport(pushSupport());
      void queryClient.invalidateQueries({ queryKey: pushSettingsKey });
    },
  });

  return (
    <Card padded={false} className={styles.box}>
      <Heading level={2} size="h6">
        {tal.push.heading}
      </Heading>
      <Text id="push-settings-lead" className={styles.lead}>
        {tal.push.lead}
      </Text>
      {support === 'unsupported' && <Alert severity="info">{tal.push.unsupported}</Alert>}
      {support === 'denied' && <Alert severity="info">{tal.push.denied}</Alert>}
      {support === 'available' && (
        <div className={styles.links}>
          {subscribed ? (
            <Button loading={device.isPending} onClick={() => device.mutate(false)}>
              {tal.push.stop}
            </Button>
          ) : (
            <Button variant="primary" loading={device.isPending} onClick={() => device.mutate(true)}>
              {tal.push.allow}
            </Button>
          )}
        </div>
      )}
      {refused && (
        <Alert severity="info" className={styles.note}>
          {tal.push.refused}
        </Alert>
      )}
      {device.isError && (
        <Alert severity="error" className={styles.note}>
          {errorText(device.error)}
        </Alert>
      )}
      {settings.error ? (
        <Alert severity="error">{errorText(settings.error)}</Alert>
      ) : !settings.data ? (
        <div aria-busy="true">
          <Skeleton shape="rect" height={96} />
        </div>
      ) : (
        <>
          <Text className={styles.note}>{tal.push.devices(settings.data.devices)}</Text>
          <fieldset aria-labelledby="push-settings-lead" className={styles.switches}>
            {settings.data.kinds.map((setting) => (
              <Switch
                key={setting.kind}
                label={tal.push.kinds[setting.kind]}
                checked={setting.enabled}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ kind: setting.kind, enabled: event.target.checked })}
              />
            ))}
          </fieldset>
        </>
      )}
      {update.isError && (
        <Alert severity="error" className={styles.note}>
          {errorText(update.error)}
        </Alert>
      )}
    </Card>
  );
}
