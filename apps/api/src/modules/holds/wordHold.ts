import { holdMessages } from '@skelbimai/contract';
import type { Database } from '../../db/client.ts';
import { holdPostIn } from './holdPost.ts';

/** Holds a just-saved ad whose text has `word` of the moderators' list (issue 29), telling its owner why. */
export function holdForListedWord(tx: Database, postId: number, word: string): Promise<boolean> {
  return holdPostIn(tx, postId, {
    rule: 'Draudžiamų žodžių sąrašas: skelbimai su moderatorių sąraše esančiais žodžiais prieš paskelbiant tikrinami.',
    facts: holdMessages.reasonWord(word),
    automatic: true,
  });
}
