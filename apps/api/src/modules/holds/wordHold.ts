import { holdMessages } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { holdPostIn } from './holdPost.ts';

/** Holds a just-saved ad whose text has `word` of the moderators' list, telling its owner why. */
export function holdForListedWord(
  tx: Database,
  postId: number,
  word: string,
  site: AppConfig['site'],
): Promise<boolean> {
  return holdPostIn(
    tx,
    postId,
    {
      rule: 'prohibited',
      ruleText: 'Skelbimai su moderatorių sąraše esančiais žodžiais prieš paskelbiant tikrinami.',
      facts: holdMessages.reasonWord(word),
      automatic: true,
    },
    site,
  );
}
