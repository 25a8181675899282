// Users (/admin/add-teacher, Admin only): 'User List', search by name, '+ Add User', a table of Image, Name,
// Phone, Email, Role, Actions; 'Loading...' and 'No teachers found.'. Add and edit open a form view: Name,
// Phone, Email, Role (Admin, Author, Teacher, director labelled Director, Partner; default Teacher),
// Password (required only when creating; a blank one is not sent when editing), Image (optional).
// Messages of spec section 8: 'Error: ' + server message or 'Failed to save user'; 'Failed to save user:
// {reason}' when the server cannot be reached; 'Failed to fetch teachers: {reason}'; 'Delete failed: {server
// message or Unknown error}'; confirm 'Are you sure you want to delete this teacher?'.
// Beyond the spec: a key button per row resets that user's password (reset-password-dialog.tsx).
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { User } from '../../../common/api-types.ts';
import { DEFAULT_ROLE, ROLES, normaliseRole } from '../../../common/permissions.ts';
import { users as userResource } from '../../../common/resources/users.ts';
import { userCreateSchema, userUpdateSchema } from '../../../common/schemas.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import { roleLabel } from '../../components/admin/admin-pages.ts';
import { initials, thumb } from '../../components/admin/format.ts';
import { useAdminForm } from '../../components/admin/admin-form.ts';
import { useReason } from '../../components/admin/error-text.ts';
import { FormInputs, PictureField, TextInput } from '../../components/admin/form-fields.tsx';
import {
  EditDeleteButtons,
  type ItemFormProps,
  ListFormPage,
  type ListPage,
  RegionTable,
} from '../../components/admin/list-page.tsx';
import { ItemForm, useSavedBack } from '../../components/admin/item-form.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { ResetPasswordDialog } from '../../components/admin/reset-password-dialog.tsx';
import { listQueryOf } from '../../components/admin/server-list.tsx';
import type { ListPage as ApiListPage } from '../../../common/api-types.ts';
import { adminGet, useAdminApi } from '../../components/admin/use-admin-api.ts';
import { useConfirm } from '../../components/admin/confirm-dialog.tsx';
import type { Route } from './+types/users.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.users', noindex: true });

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  // One page of the accounts, searched by name on the server.
  return { users: adminGet<ApiListPage<User>>('users', `/api/users?${listQueryOf(request)}`) };
}

/** Below 600 px each row becomes a small card (picture, name, phone, e-mail, role, actions): no sideways scrolling. */
const STACKED = {
  minWidth: { sm: 720 },
  '@media (max-width: 599.95px)': {
    display: 'block',
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: '48px minmax(0, 1fr) auto',
      gridTemplateAreas: '"img name act" "img phone act" "img email act" "img role act"',
      columnGap: '12px',
      padding: '12px 8px 12px 16px',
      borderBottom: '1px solid rgba(0, 0, 0, 0.12)',
    },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody td, & tbody th': { border: 0, padding: 0, textAlign: 'left' },
    '& .c-img': { gridArea: 'img' },
    '& .c-name': { gridArea: 'name' },
    '& .c-phone': { gridArea: 'phone', color: 'text.secondary' },
    '& .c-email': { gridArea: 'email', color: 'text.secondary' },
    '& .c-role': { gridArea: 'role', color: 'text.secondary' },
    '& .c-act': { gridArea: 'act', alignSelf: 'center', display: 'flex', flexDirection: 'column' },
  },
} as const;

function UsersTable({
  users,
  onEdit,
  onDelete,
}: {
  users: User[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const { t } = useT();
  const reason = useReason();
  const me = useAdminUser();
  const [resetting, setResetting] = useState<User | null>(null);
  const confirm = useConfirm();
  const notify = useNotice();
  const { send } = useAdminApi();

  /** Turns off two-step sign-in of a user who lost their phone (the server ends their sessions). */
  async function resetTwoStep(user: User) {
    const sure = await confirm(t('twoStep.resetConfirm', { name: user.name }), {
      title: t('twoStep.reset', { name: user.name }),
      confirmLabel: t('twoStep.resetAction'),
    });
    if (!sure) return;
    const result = await send(`/api/users/${user._id}/two-step`, { method: 'DELETE' });
    if (result.ok) notify(t('twoStep.resetDone', { name: user.name }));
    else if (result.status !== 401) notify(t('twoStep.failed', { reason: reason(result) }), 'error');
  }

  return (
    <>
      <RegionTable
        label={t('admin.users.title')}
        outlined
        sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
        tableSx={STACKED}
        area="admin.users"
        columns={['image', 'name', 'phone', 'email', 'role', 'actions']}
        right={['actions']}
      >
        {users.map((user) => (
          <TableRow key={user._id} hover>
            <TableCell className="c-img">
              <Avatar
                src={thumb(user.image, user.imageVariants) ?? undefined}
                alt={user.name}
                sx={{ bgcolor: 'primary.main' }}
              >
                {initials(user.name)}
              </Avatar>
            </TableCell>
            <TableCell className="c-name" component="th" scope="row" sx={{ fontWeight: 500 }}>
              {user.name}
              {user._id === me._id ? ` ${t('admin.users.you')}` : ''}
            </TableCell>
            <TableCell className="c-phone">{user.phone}</TableCell>
            <TableCell className="c-email" sx={{ wordBreak: 'break-all' }}>
              {user.email}
            </TableCell>
            <TableCell className="c-role">{roleLabel(t, user.role)}</TableCell>
            <TableCell className="c-act" align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton
                aria-label={t('admin.users.resetPassword', { name: user.name })}
                onClick={() => setResetting(user)}
              >
                <LockResetIcon />
              </IconButton>
              <IconButton
                aria-label={t('twoStep.reset', { name: user.name })}
                title={t('twoStep.reset', { name: user.name })}
                onClick={() => void resetTwoStep(user)}
              >
                <PhonelinkEraseIcon />
              </IconButton>
              <EditDeleteButtons
                name={user.name}
                onEdit={() => onEdit(user)}
                onDelete={() => onDelete(user)}
                deleteDisabled={user._id === me._id}
              />
            </TableCell>
          </TableRow>
        ))}
      </RegionTable>
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}

/** A new user's password says what the spec says, in every language. */
const USER_MESSAGES = { 'password.required': 'admin.validation.newUserPassword' } as const;

function UserForm({ item: user, onDone, onCancel }: ItemFormProps<User>) {
  const { t } = useT();
  const reason = useReason();
  const form = useAdminForm({
    schema: user ? userUpdateSchema : userCreateSchema,
    values: {
      name: user?.name ?? '',
      phone: user?.phone ?? '',
      email: user?.email ?? '',
      role: (user && normaliseRole(user.role)) || DEFAULT_ROLE,
      password: '',
      image: null as File | null,
    },
    labels: { ...userResource.labels, password: 'admin.users.password' },
    messages: USER_MESSAGES,
  });
  const submit = form.save<User>({
    path: '/api/users',
    id: user?._id,
    saved: useSavedBack('admin.users', user, onDone),
    failed: (result) =>
      result.status === 0
        ? t('admin.users.saveFailedReason', { reason: reason(result) })
        : result.fromServer
          ? t('admin.users.saveError', { message: reason(result) })
          : t('admin.users.saveFailed'),
  });

  return (
    <ItemForm form={form} area="admin.users" item={user} onSubmit={submit} onCancel={onCancel}>
      {/* An account made outside the form (the first Admin from ADMIN_EMAIL, the CLI) has no phone yet. */}
      {user && !user.phone && (
        <Alert severity="warning" data-testid="phone-missing">
          {t('admin.users.phoneMissing')}
        </Alert>
      )}
      <FormInputs
        form={form}
        inputs={{
          name: <TextInput form={form} name="name" required autoComplete="off" />,
          phone: <TextInput form={form} name="phone" required type="tel" autoComplete="off" />,
          email: <TextInput form={form} name="email" required type="email" autoComplete="off" />,
          role: (
            <TextInput form={form} name="role" required choice>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(t, role)}
                </option>
              ))}
            </TextInput>
          ),
          password: (
            <TextInput
              form={form}
              name="password"
              hint={user ? t('admin.users.passwordEditHint') : t('admin.users.passwordHint')}
              type="password"
              required={!user}
              autoComplete="new-password"
            />
          ),
          image: <PictureField form={form} name="image" stored={user} />,
        }}
      />
    </ItemForm>
  );
}

const PAGE: ListPage<User> = {
  area: 'admin.users',
  search: (u, query) => u.name.toLowerCase().includes(query.trim().toLowerCase()),
  data: {
    loadError: (failure, { t, reason }) => t('admin.users.fetchFailed', { reason: reason(failure) }),
    remove: (user, { t, reason }) => ({
      path: `/api/users/${user._id}`,
      failed: (failure) =>
        t('admin.users.deleteFailed', {
          message: failure.fromServer ? reason(failure) : t('admin.users.unknownError'),
        }),
    }),
    children: (users, { edit, remove }) => <UsersTable users={users} onEdit={edit} onDelete={remove} />,
  },
  form: (item, close) => <UserForm item={item} {...close} />,
};

export default function Users({ loaderData }: Route.ComponentProps) {
  return <ListFormPage {...PAGE} server={{}} editFrom="/api/users" promise={loaderData.users} />;
}
