import {
  type AdminUser,
  type AuthRoleValue,
  authRoleValues,
  type UpdateUserRequest,
  updateUserRequestSchema,
} from '@skelbimai/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { tadm } from '../../../messages/admin.ts';
import { SelectField, TextField } from '../../../ui/Field/Field.tsx';
import { FormDialog } from '../list/FormDialog.tsx';
import { roleValue } from './userFormat.ts';

type Field = 'fullName' | 'email' | 'phoneNumber' | 'authRole';
const fields: readonly Field[] = ['fullName', 'email', 'phoneNumber', 'authRole'];
const roleOptions = authRoleValues.map((role) => ({ value: role, label: tadm.roles[role] ?? role }));

/**
 * Name, e-mail, phone and (administrators only) role of one user. The contract's schema checks the
 * form first; the server's Lithuanian messages then show under the field they name.
 */
export function EditUserDialog({
  user,
  canChangeRole,
  busy,
  onCancel,
  onSave,
}: {
  user: AdminUser;
  canChangeRole: boolean;
  busy: boolean;
  onCancel: () => void;
  onSave: (body: UpdateUserRequest) => Promise<unknown>;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: user.fullName ?? '',
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    authRole: roleValue(user.authRole),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: UpdateUserRequest = {
      targetUserId: user.id,
      fullName: values.fullName.trim() || null,
      email: values.email.trim() || null,
      phoneNumber: values.phoneNumber.trim() || null,
      ...(canChangeRole ? { authRole: values.authRole as AuthRoleValue } : {}),
    };
    const parsed = updateUserRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (fields.includes(field) && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setGeneral([]);
    try {
      await onSave(body);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const next: Partial<Record<Field, string>> = {};
      const rest: string[] = [];
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (fields.includes(field as Field)) next[field as Field] = messages.join(' ');
        else rest.push(...messages);
      }
      setErrors(next);
      // The general message ('Patikrinkite pažymėtus laukelius.') is worth showing only without field messages.
      setGeneral(Object.keys(next).length > 0 ? rest : [...error.messages, ...rest]);
    }
  };

  const textField = (field: Exclude<Field, 'authRole'>, label: string, type = 'text') => (
    <TextField
      name={field}
      label={label}
      type={type}
      value={values[field]}
      onChange={set(field)}
      error={fieldError(errors[field])}
    />
  );

  return (
    <FormDialog
      title={tadm.users.editTitle}
      general={general}
      busy={busy}
      submitLabel={tadm.list.save}
      onCancel={onCancel}
      onSubmit={submit}
    >
      {textField('fullName', tadm.users.fullName)}
      {textField('email', tadm.users.email, 'email')}
      {textField('phoneNumber', tadm.users.phone, 'tel')}
      {canChangeRole && (
        <SelectField
          name="authRole"
          label={tadm.users.role}
          value={values.authRole}
          onChange={set('authRole')}
          error={fieldError(errors.authRole)}
          options={roleOptions}
        />
      )}
    </FormDialog>
  );
}
