import { conversationMessages } from '../../messages/conversations.ts';

/** The other person as a conversation names them: their name, 'Vartotojas', or 'Ištrinta paskyra'. */
export function personName(person: { name: string | null; deleted: boolean }): string {
  if (person.deleted) return conversationMessages.deletedPerson;
  return person.name ?? conversationMessages.unnamedPerson;
}
