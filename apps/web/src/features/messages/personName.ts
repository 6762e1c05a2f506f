import { conversationMessages } from '../../messages/conversations.ts';

/** The other person as a conversation names them: 'Vardas P.', 'Vartotojas', or 'Vartotojas ištrynė paskyrą'. */
export function personName(person: { name: string | null; deleted: boolean }): string {
  if (person.deleted) return conversationMessages.deletedPerson;
  return person.name ?? conversationMessages.unnamedPerson;
}
