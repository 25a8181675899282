// Staff accounts (/api/users). Every signed-in user may read the list (the dashboard shows recent users), but
// only the Admin sees phones and e-mails, and only the Admin changes it. Password hashes never leave the server.
import { z } from 'zod';
import type { Role } from '../roles.ts';
import { userFields } from '../schemas.ts';
import { hidden, picture, text } from './fields.ts';
import { defineResource } from './resource.ts';

/** The fields of an account that the form edits besides the password (common/schemas.ts has its rules). */
const userSchema = z.object(userFields);

export const users = defineResource({
  name: 'users',
  admin: { path: 'add-teacher', for: 'write' },
  schema: () => userSchema,
  files: { image: { kind: 'image' } },
  trash: true,
  access: { read: 'signedIn', write: ['Admin'] },
  labels: {
    name: 'admin.users.name',
    phone: 'admin.users.phone',
    email: 'admin.users.email',
    role: 'admin.users.role',
    image: 'admin.users.image',
    passwordHash: 'admin.users.password',
  },
  title: (row) => row.name,
  notFound: 'User not found.',
  fields: {
    _id: text(),
    name: text(),
    phone: text(),
    /** Kept lower-case. */
    email: text(),
    /** One of the five roles as spelled in common/roles.ts. */
    role: text<Role>(),
    createdAt: text(),
    updatedAt: text(),
    image: picture(),
    passwordHash: hidden(text()),
  },
});
