import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { usePageTitle } from '../../site/index.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { type PanelStep, type StartStep, stepTitles } from './steps.ts';

/** The account panel in the page (/prisijungimas, /registracija): same width as the dialog, titled by its step. */
export function InPagePanel({ start }: { start: StartStep }) {
  const [step, setStep] = useState<PanelStep>('empty');
  const title = stepTitles[step] || stepTitles[start];
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth: 500, mx: 'auto' }}>
      <PageHeading>{title}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AccountPanel start={start} onStepChange={setStep} />
      </Paper>
    </Box>
  );
}
