// Messages from the contact forms (/api/contact): anyone may send one; the Admin and the Director read them.
import { contactMessageSchema } from '../schemas.ts';
import { flag, text } from './fields.ts';
import { defineResource } from './resource.ts';

export const contactMessages = defineResource({
  name: 'contactMessages',
  path: '/contact',
  admin: { path: 'messages', for: 'read' },
  schema: () => contactMessageSchema,
  files: {},
  trash: true,
  access: { read: ['Admin', 'director'], write: ['Admin', 'director'] },
  labels: {
    name: 'common.footer.name',
    email: 'common.footer.email',
    phone: 'contact.phone',
    message: 'common.footer.message',
    read: 'admin.messages.markRead',
  },
  title: (row) => `Message from ${row.name}`,
  notFound: 'Message not found.',
  fields: {
    _id: text(),
    name: text(),
    email: text(),
    phone: text(),
    message: text(),
    createdAt: text(),
    updatedAt: text(),
    read: flag(),
  },
});
