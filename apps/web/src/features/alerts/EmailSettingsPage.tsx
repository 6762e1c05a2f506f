import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { EmailSetting } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/errorText.ts';
import { api } from '../../api/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { t, tal } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';

const settingsKey = ['notifications', 'settings'] as const;

/**
 * /mano/pranesimai: which kinds of e-mail the account gets, one switch each (the same store the one-click
 * unsubscribe of each e-mail writes to, so a switch turned off by a link shows off here). Saved searches'
 * alerts have their own frequency on /mano/paieskos.
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
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Typography id="email-settings-lead" sx={{ mb: 1 }}>
          {tal.settings.lead}
        </Typography>
        {settings.error ? (
          <Alert severity="error">{errorText(settings.error)}</Alert>
        ) : !settings.data ? (
          <Skeleton variant="rounded" height={120} aria-busy="true" />
        ) : (
          <FormGroup aria-labelledby="email-settings-lead">
            {settings.data.map((setting) => (
              <FormControlLabel
                key={setting.kind}
                label={tal.settings.kinds[setting.kind]}
                control={
                  <Switch
                    checked={setting.enabled}
                    disabled={update.isPending}
                    onChange={(event) => update.mutate({ kind: setting.kind, enabled: event.target.checked })}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {update.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(update.error)}
          </Alert>
        )}
      </Paper>
    </>
  );
}
