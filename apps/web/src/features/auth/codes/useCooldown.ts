import { useEffect, useState } from 'react';

/** Seconds between two codes of one address ('Siųsti dar kartą'); the server's 3 per 24 hours still apply. */
export const RESEND_COOLDOWN_S = 60;

/** Whole seconds left until `sentAt + RESEND_COOLDOWN_S`, counting down once a second; 0 when over. */
export function useCooldown(sentAt: number): number {
  const left = () => Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_S * 1000 - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left() reads only sentAt
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return seconds;
}
