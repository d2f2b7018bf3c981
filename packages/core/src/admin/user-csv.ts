import type { AdminUser } from '../contract/users/users.schemas';
import type { CsvField, CsvRecord } from '../csv/csv-records';

/** The columns a users CSV may hold, by the header names they are recognised by (CLI and web import alike). */
export const USER_CSV_FIELDS: Record<string, CsvField> = {
  email: { headers: ['email', 'e-mail', 'mail', 'correo', 'メールアドレス'], required: true },
  first_name: { headers: ['first name', 'given name', 'nombre', '名'] },
  last_name: { headers: ['last name', 'surname', 'family name', 'apellido', 'apellidos', '姓'] },
  roles: { headers: ['role', 'rol', 'ロール'] },
  language: { headers: ['language', 'lang', 'locale', 'idioma', '言語'] },
};

/** The header row of `ailab user export`: the import columns first, so an export imports again unchanged. */
export const USER_EXPORT_HEADER = [
  'email',
  'first_name',
  'last_name',
  'roles',
  'language',
  'user_name',
  'status',
  'email_verified',
  'created_at',
  'last_login_at',
] as const;

/** Roles are written as numbers separated by spaces; `;`, `|` and `,` separate them as well. */
function parseRoles(text: string): unknown[] {
  return text
    .split(/[\s;|,]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The import request row for one CSV record; empty cells leave a field out. Checked against the contract later. */
export function userRowFromRecord(record: CsvRecord): Record<string, unknown> {
  const { email = '', first_name, last_name, roles, language } = record.values;
  return {
    email: email.toLowerCase(),
    ...(first_name ? { first_name } : {}),
    ...(last_name ? { last_name } : {}),
    ...(roles ? { roles: parseRoles(roles) } : {}),
    ...(language ? { language } : {}),
  };
}

/** One user as an export row, in {@link USER_EXPORT_HEADER} order. */
export function userExportRow(user: AdminUser): string[] {
  return [
    user.email,
    user.first_name,
    user.last_name,
    user.roles.join(' '),
    user.language,
    user.user_name,
    user.disabled ? 'disabled' : user.password_set ? 'active' : 'invited',
    String(user.email_verified),
    user.created_at,
    user.last_login_at ?? '',
  ];
}
