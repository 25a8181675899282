// The signed-in user and the session's end, shared by the admin layout with every admin page.
// - useAdminUser(): the user the server answered for /api/auth/me (name, role, ...).
// - useSessionEnded(): call when the server answers 401 (session ended or expired): the layout clears the
//   stored keys, saves the current path as redirectAfterLogin and opens the login dialog.
import { createContext, useContext } from 'react';
import type { User } from '../../../common/api-types.ts';

export interface AdminSession {
  user: User;
  sessionEnded: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

function useSession(): AdminSession {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('admin pages need the admin layout (AdminSessionContext)');
  return value;
}

export function useAdminUser(): User {
  return useSession().user;
}

export function useSessionEnded(): () => void {
  return useSession().sessionEnded;
}
