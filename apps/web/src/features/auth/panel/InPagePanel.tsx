import { useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { usePageTitle } from '../../site/index.ts';
import { AccountPanel } from './AccountPanel.tsx';
import styles from './panel.module.css';
import { type PanelStep, type StartStep, stepTitles } from './steps.ts';

/** The account panel in the page (/prisijungimas, /registracija): same width as the dialog, titled by its step. */
export function InPagePanel({ start }: { start: StartStep }) {
  const [step, setStep] = useState<PanelStep>('empty');
  const title = stepTitles[step] || stepTitles[start];
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <PageHeading>{title}</PageHeading>
      <Card padded={false} className={styles.pageCard}>
        <AccountPanel start={start} onStepChange={setStep} />
      </Card>
    </div>
  );
}
